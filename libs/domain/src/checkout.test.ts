import { describe, expect, it } from 'vitest';
import { checkoutFigures, discountCents } from './checkout';

describe('discountCents', () => {
  it('takes an amount as given and a percent of the price to the cent', () => {
    expect(discountCents(8000, { type: 'amount', value: 10 })).toBe(1000);
    expect(discountCents(8050, { type: 'percent', value: 15 })).toBe(1208); // 12.075 rounds up
    expect(discountCents(8000, null)).toBe(0);
  });

  it('never takes more than the price', () => {
    expect(discountCents(8000, { type: 'amount', value: 95 })).toBe(8000);
    expect(discountCents(8000, { type: 'percent', value: 150 })).toBe(8000);
  });
});

describe('checkoutFigures', () => {
  it('taxes the price after the discount at the company rate', () => {
    expect(checkoutFigures({ price: 100, discount: { type: 'percent', value: 10 }, taxRatePercent: 6.625, amountPaid: 100, tipShares: [] })).toEqual({
      discount: 10,
      totalWithTax: 95.96, // 90 + 5.9625
      tip: 4.04,
    });
    expect(checkoutFigures({ price: 80, taxRatePercent: 0, amountPaid: 80, tipShares: [] })).toEqual({ discount: 0, totalWithTax: 80, tip: 0 });
  });

  it('sums the tip shares when there are some, whatever was paid', () => {
    expect(checkoutFigures({ price: 80, taxRatePercent: 8, amountPaid: 100, tipShares: [5.5, 4.25] }).tip).toBe(9.75);
  });

  it('counts no tip when less than the total was paid', () => {
    expect(checkoutFigures({ price: 80, taxRatePercent: 8, amountPaid: 50, tipShares: [] }).tip).toBe(0);
  });
});
