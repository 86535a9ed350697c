/** The delivery form's warning: the job's vehicle last seen more than 5 km from the address. */
import { describe, expect, it } from 'vitest';
import { deliveryWarningKm } from '@/lib/delivery-warning';

describe('the delivery warning', () => {
  it('names the distance, rounded, only beyond 5 km and only when it is known', () => {
    expect(deliveryWarningKm(218.8)).toBe(219);
    expect(deliveryWarningKm(5.4)).toBe(5);
    expect(deliveryWarningKm(5)).toBeNull();
    expect(deliveryWarningKm(0.3)).toBeNull();
    expect(deliveryWarningKm(null)).toBeNull();
  });
});
