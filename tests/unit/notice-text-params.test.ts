import { describe, expect, it } from 'vitest';
import { formatterFor } from '@/lib/format';
import { noticePrice, noticeTextParams } from '@/lib/notifications';

describe('noticeTextParams', () => {
  it("writes a notice's amount in the reader's money format", () => {
    const params = { title: 'Piano to Mostar', ...noticePrice(380, 'EUR') };
    expect(noticeTextParams(params, formatterFor('en').money)).toEqual({ title: 'Piano to Mostar', amount: '€380.00', currency: 'EUR' });
    expect(noticeTextParams(params, formatterFor('de').money).amount).toBe(formatterFor('de').money(380, 'EUR'));
    expect(noticeTextParams(params, formatterFor('de').money).amount).toMatch(/^380,00\s€$/);
  });

  it('leaves the amount of a notice written before as it is ("380 EUR")', () => {
    const params = { title: 'Piano to Mostar', amount: '380 EUR' };
    expect(noticeTextParams(params, formatterFor('de').money)).toBe(params);
  });
});
