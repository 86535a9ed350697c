/**
 * Starting a transit that probably should not start yet (issue 29): the loading day is more than a
 * day away, or the chosen vehicle was last seen more than 50 km (straight line) from the pickup. Not
 * a refusal: the transporter confirms with the reasons in front of them. Pure, shared by the job's
 * island and its unit test.
 */
import { addDays } from './calendar-day';

export const startTransitRules = { daysAhead: 1, farKm: 50 } as const;

export type StartTransitWarning = 'loadingLater' | 'vehicleFar';

interface StartTransitFacts {
  /** The transport's loading day, 'YYYY-MM-DD'. */
  loadingDate: string;
  /** The transporter's today, 'YYYY-MM-DD'. */
  today: string;
  /** Straight-line km from the vehicle's last position to the pickup; null when either is unknown. */
  vehicleKm: number | null;
}

export function startTransitWarnings({ loadingDate, today, vehicleKm }: StartTransitFacts): StartTransitWarning[] {
  const warnings: StartTransitWarning[] = [];
  if (loadingDate > addDays(today, startTransitRules.daysAhead)) warnings.push('loadingLater');
  if (vehicleKm !== null && vehicleKm > startTransitRules.farKm) warnings.push('vehicleFar');
  return warnings;
}
