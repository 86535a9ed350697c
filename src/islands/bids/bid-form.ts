/** The BidPanel's pure parts: the days to offer, the vehicle choices, the form's start values, where a server error belongs. */
import { addDays } from '@/lib/calendar-day';
import type { BidFormInput } from '@/lib/schemas/bid';
import type { FitReason } from '@/lib/vehicle-fit';
import type { VehicleStatus } from '@/lib/constants';

/** The days of the pickup window a bid may still name: none before today. */
export function pickupDays(window: { from: string; to: string }, today: string): string[] {
  const days: string[] = [];
  for (let day = window.from > today ? window.from : today; day <= window.to; day = addDays(day, 1)) days.push(day);
  return days;
}

export type VehicleRefusal = `fleet:fit.${FitReason}` | `fleet:vehicleStatus.${VehicleStatus}`;

export interface VehicleChoice {
  id: string;
  name: string;
  plate: string;
  /** Why it cannot do this load (the first fit problem, else its status); null when it can. */
  refusal: VehicleRefusal | null;
}

/** Vehicles that can do the load first (the server already orders them so); the others disabled with their reason. */
export function vehicleChoices(
  vehicles: readonly { id: string; name: string; plate: string; status: VehicleStatus; problems: readonly FitReason[] }[],
): VehicleChoice[] {
  const choices = vehicles.map((vehicle) => {
    const [problem] = vehicle.problems;
    const refusal: VehicleRefusal | null = problem
      ? `fleet:fit.${problem}`
      : vehicle.status === 'AVAILABLE'
        ? null
        : `fleet:vehicleStatus.${vehicle.status}`;
    return { id: vehicle.id, name: vehicle.name, plate: vehicle.plate, refusal };
  });
  return [...choices.filter((choice) => !choice.refusal), ...choices.filter((choice) => choice.refusal)];
}

interface OwnOffer {
  amount: number;
  currency: string;
  message: string | null;
  pickupDate: string | null;
  vehicleId: string | null;
  /** A standing bid (PENDING, not expired) keeps its validity unless the transporter picks another. */
  standing: boolean;
}

/** Whether any of the company's vehicles can do the load: else there is no bid to place. */
export const anyVehicleFits = (choices: readonly VehicleChoice[]) => choices.some((choice) => !choice.refusal);

/**
 * The form's start: the own bid when there is one (re-placing it updates it), else the loading day
 * and the only usable vehicle; a standing bid's validity starts as 'current' (issue 30).
 */
export function initialValues(
  transportId: string,
  loadingDate: string,
  own: OwnOffer | null,
  days: readonly string[],
  choices: readonly VehicleChoice[],
): BidFormInput {
  const usable = choices.filter((choice) => !choice.refusal).map((choice) => choice.id);
  const pickupDate = own?.pickupDate && days.includes(own.pickupDate) ? own.pickupDate : days.includes(loadingDate) ? loadingDate : days[0];
  const vehicleId = own?.vehicleId && usable.includes(own.vehicleId) ? own.vehicleId : usable.length === 1 ? usable[0] : null;
  return {
    transportId,
    amount: own?.amount ?? null,
    currency: (own?.currency as BidFormInput['currency']) ?? 'EUR',
    message: own?.message ?? '',
    pickupDate: pickupDate ?? null,
    vehicleId: vehicleId ?? null,
    validity: own?.standing ? 'current' : '3d',
  };
}

type Field = 'amount' | 'pickupDate' | 'vehicleId';

/** The field a refusal of bids.place is about, so the form shows it there (and not as a toast). */
export function fieldOfError(key: string): Field | null {
  if (key.startsWith('fleet:fit.') || key === 'bids:vehicleNotFound' || key === 'bids:vehicleUnavailable') return 'vehicleId';
  if (key === 'bids:pickupOutsideWindow') return 'pickupDate';
  if (key.startsWith('bids:amount')) return 'amount';
  return null;
}
