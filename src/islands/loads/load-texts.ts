import type { TFunction } from 'i18next';
import type { Formatter } from '@/lib/format';
import type { LoadRow } from './types';

/** "500 kg · 2.4 m³" */
export function loadSize(
  load: Pick<LoadRow, 'estimatedWeightKg' | 'estimatedVolumeM3'>,
  tt: TFunction<'transports'>,
  format: Formatter,
): string {
  return `${tt('unit.kg', { value: format.number(load.estimatedWeightKg) })} · ${tt('unit.m3', { value: format.number(load.estimatedVolumeM3) })}`;
}

/** The largest item, long × short × height in the language's centimetres ("120 × 80 × 150 цм"). */
export function largestItem(
  load: Pick<LoadRow, 'maxItemLongCm' | 'maxItemShortCm' | 'maxItemHeightCm'>,
  tt: TFunction<'transports'>,
  format: Formatter,
): string {
  const sides = [load.maxItemLongCm, load.maxItemShortCm, load.maxItemHeightCm].map((cm) => format.number(cm));
  return tt('unit.cm', { value: sides.join(' × ') });
}

/** The vehicle the load needs, as the customer side names it. */
export function vehicleText(vehicle: string | null, tt: TFunction<'transports'>): string {
  return vehicle ? tt(`vehicle.${vehicle}` as 'vehicle.VAN', { defaultValue: vehicle }) : '—';
}
