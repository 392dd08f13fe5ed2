import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calculatedTip,
  formatMoney,
  TAX_RATE_FRACTION,
  taxCents,
  tipGuide,
  toCents,
  TOTAL_WITH_TAX_LABEL,
  totalWithTax,
  totalWithTaxCents,
} from './money';

describe('totalWithTax', () => {
  it('adds 6.625% tax to the service price', () => {
    expect(totalWithTax(80)).toBe(85.3);
    expect(totalWithTax(100)).toBe(106.63); // 106.625 rounds half up
    expect(totalWithTax(120)).toBe(127.95);
    expect(totalWithTax(0.08)).toBe(0.09); // 0.0853 -> 0.09
    expect(totalWithTax(0.07)).toBe(0.07); // tax 0.0046 -> 0.00
  });

  it('rounds exact halves up, including ones a float would miss', () => {
    // 1.00 * 6.625% = 0.06625 -> 0.07; 0.40 * 6.625% = 0.0265 -> 0.03
    expect(totalWithTaxCents(1)).toBe(107);
    expect(totalWithTaxCents(0.4)).toBe(43);
    // 1.005 is stored as 1.00499999...; as typed it is 1.005 -> 101 cents.
    expect(toCents(1.005)).toBe(101);
    expect(toCents(0.1 + 0.2)).toBe(30);
  });

  it('gives the tax alone in cents, from the rate as a fraction of whole numbers', () => {
    expect(TAX_RATE_FRACTION).toEqual({ numerator: 6625, denominator: 100_000 });
    expect(taxCents(100)).toBe(663); // 662.5 -> 663
    expect(taxCents(4)).toBe(27); // 26.5 -> 27
    expect(taxCents(0.07)).toBe(0);
    expect(taxCents(null)).toBe(0);
    for (const price of [0, 0.01, 12, 80, 99.99, 1234.56]) expect(taxCents(price) + (toCents(price) ?? 0)).toBe(totalWithTaxCents(price));
  });

  it('treats a blank or non-numeric price as 0', () => {
    for (const blank of [null, undefined, '', '  ', NaN, Infinity, 'abc']) {
      expect(totalWithTax(blank)).toBe(0);
      expect(toCents(blank)).toBeNull();
    }
    expect(totalWithTax('80')).toBe(85.3);
  });

  it('labels the total with the rounded rate', () => {
    expect(TOTAL_WITH_TAX_LABEL).toBe('Total with Tax (6.63%)');
  });
});

describe('calculatedTip', () => {
  it('is the payment above the total, else 0', () => {
    expect(calculatedTip(100, totalWithTax(80))).toBe(14.7);
    expect(calculatedTip(85.3, 85.3)).toBe(0);
    expect(calculatedTip(50, 85.3)).toBe(0);
    expect(calculatedTip(100.1, 100)).toBe(0.1);
  });

  it('is 0 when the payment is blank (not paid yet)', () => {
    expect(calculatedTip(null, 85.3)).toBe(0);
    expect(calculatedTip(undefined, 85.3)).toBe(0);
    expect(calculatedTip('', 85.3)).toBe(0);
    expect(calculatedTip(NaN, 85.3)).toBe(0);
    expect(calculatedTip(20, null)).toBe(20);
  });
});

describe('tipGuide', () => {
  it('gives 15, 20, 25 and 30 percent of the service price, not the total', () => {
    expect(tipGuide(80)).toEqual([
      { percent: 15, amount: 12 },
      { percent: 20, amount: 16 },
      { percent: 25, amount: 20 },
      { percent: 30, amount: 24 },
    ]);
    expect(tipGuide(33.33).map((t) => t.amount)).toEqual([5, 6.67, 8.33, 10]);
    expect(tipGuide(null).map((t) => t.amount)).toEqual([0, 0, 0, 0]);
  });
});

describe('formatMoney', () => {
  it('writes dollars with thousands separators and two decimals', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(85.3)).toBe('$85.30');
    expect(formatMoney(1234567.891)).toBe('$1,234,567.89');
    expect(formatMoney(999.995)).toBe('$1,000.00');
    expect(formatMoney(-5)).toBe('-$5.00');
    expect(formatMoney(-0.001)).toBe('$0.00');
    expect(formatMoney(null)).toBe('$0.00');
    expect(formatMoney(NaN)).toBe('$0.00');
  });
});

describe('money properties', () => {
  const price = fc.integer({ min: 0, max: 10_000_000 }).map((cents) => cents / 100);

  it('keeps the total within half a cent of price * 1.06625', () => {
    fc.assert(
      fc.property(price, (p) => {
        const total = totalWithTax(p);
        expect(Math.abs(total - p * 1.06625)).toBeLessThanOrEqual(0.005 + 1e-9);
        expect(Math.round(total * 100)).toBeCloseTo(total * 100, 6); // whole cents
      }),
      { numRuns: 500 },
    );
  });

  it('never gives a negative tip, and gives the exact excess when paid more', () => {
    const payment = fc.option(fc.integer({ min: 0, max: 2_000_000 }).map((c) => c / 100), { nil: null });
    fc.assert(
      fc.property(payment, price, (paid, p) => {
        const total = totalWithTax(p);
        const tip = calculatedTip(paid, total);
        expect(tip).toBeGreaterThanOrEqual(0);
        const excess = (toCents(paid) ?? 0) - (toCents(total) ?? 0);
        expect(toCents(tip)).toBe(Math.max(0, excess));
      }),
      { numRuns: 500 },
    );
  });
});
