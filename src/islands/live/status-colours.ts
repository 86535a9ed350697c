/** The colours of the map's points by status (index = the point layer's colour index), per theme. */
import type { VehicleStatus } from '@/lib/constants';

const hex = {
  light: { AVAILABLE: '#2563eb', ON_JOB: '#15803d', MAINTENANCE: '#c2410c', paused: '#6b7280' },
  dark: { AVAILABLE: '#60a5fa', ON_JOB: '#4ade80', MAINTENANCE: '#fb923c', paused: '#9ca3af' },
} as const;

export type StatusColourKey = VehicleStatus | 'paused';
export const statusColourKeys: StatusColourKey[] = ['AVAILABLE', 'ON_JOB', 'MAINTENANCE', 'paused'];

export function statusHex(theme: 'light' | 'dark', key: StatusColourKey): string {
  return hex[theme][key];
}

/** Flat RGBA 0..1, four colours, for the shader's `u_colours`. */
export function statusRgba(theme: 'light' | 'dark'): number[] {
  return statusColourKeys.flatMap((key) => {
    const value = parseInt(hex[theme][key].slice(1), 16);
    return [(value >> 16) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255, 1];
  });
}
