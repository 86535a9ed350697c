/** Status badges share one visual system (issue 14): every status is a tone, every tone a tinted chip. */
import { describe, expect, it } from 'vitest';
import { badgeVariants } from '@/components/ui/badge';
import { bidStatuses, transportStatuses, vehicleStatuses } from '@/lib/constants';
import { bidStatusTone, statusTones, transportStatusTone, vehicleStatusTone } from '@/lib/status-tone';

describe('status tones', () => {
  it('give every transport, bid and vehicle status a tone', () => {
    const tones = [
      ...transportStatuses.map((status) => transportStatusTone[status]),
      ...bidStatuses.map((status) => bidStatusTone[status]),
      ...vehicleStatuses.map((status) => vehicleStatusTone[status]),
    ];
    expect(tones.every((tone) => statusTones.includes(tone))).toBe(true);
  });

  it.each(statusTones)('draw %s as a tinted chip with a border and the foreground text, never a solid fill', (tone) => {
    const classes = badgeVariants({ variant: tone }).split(/\s+/);
    expect(classes).toContain('text-foreground');
    expect(classes.some((name) => /^border-(?!transparent)/.test(name))).toBe(true);
    expect(classes.filter((name) => name.startsWith('bg-')).every((name) => /\/\d+$/.test(name) || name === 'bg-muted')).toBe(true);
  });

  it('tell Cancelled and Awarded apart by colour in the same shape', () => {
    expect(transportStatusTone.CANCELLED).not.toBe(transportStatusTone.AWARDED);
  });
});
