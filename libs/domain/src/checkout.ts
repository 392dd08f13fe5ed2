import { centsToAmount, toCents, type MoneyInput } from './money';
import type { DiscountType } from './salon-day';

/** numerator / denominator to the nearest whole number, halves up (both positive). */
const roundHalfUp = (numerator: number, denominator: number): number => Math.floor((numerator * 2 + denominator) / (2 * denominator));

/** A tax rate in percent (6.625) as thousandths of a percent, so tax is integer arithmetic. */
const rateUnits = (ratePercent: number): number => Math.round(ratePercent * 1000);

export interface CheckoutInput {
  /** The appointment's price (charged amount); blank is 0. */
  price: MoneyInput;
  discount?: { type: DiscountType; value: number } | null;
  /** The company's tax rate in percent. */
  taxRatePercent: number;
  amountPaid: number;
  /** The tip shares as entered; empty means the tip is what was paid over the total. */
  tipShares: readonly number[];
}

export interface CheckoutFigures {
  /** What the discount takes off the price: never more than the price. */
  discount: number;
  /** The price after the discount, with the company's tax on it. */
  totalWithTax: number;
  /** The shares' sum, or the amount paid over the total when none was entered (0 when not over). */
  tip: number;
}

/** The discount's amount in cents: an amount as given, or a percent of the price to the cent, never more than the price. */
export function discountCents(priceCents: number, discount: CheckoutInput['discount']): number {
  if (!discount) return 0;
  const valueCents = toCents(discount.value) ?? 0;
  const cents = discount.type === 'amount' ? valueCents : roundHalfUp(priceCents * valueCents, 10_000);
  return Math.min(Math.max(cents, 0), priceCents);
}

/** The tax on `cents` at `ratePercent`, halves up, in cents. */
export const taxAtRateCents = (cents: number, ratePercent: number): number => roundHalfUp(cents * rateUnits(ratePercent), 100_000);

/** The figures checkout stores, all in whole cents underneath. */
export function checkoutFigures(input: CheckoutInput): CheckoutFigures {
  const priceCents = Math.max(toCents(input.price) ?? 0, 0);
  const discount = discountCents(priceCents, input.discount);
  const net = priceCents - discount;
  const total = net + taxAtRateCents(net, input.taxRatePercent);
  const tip =
    input.tipShares.length > 0
      ? input.tipShares.reduce((sum, share) => sum + (toCents(share) ?? 0), 0)
      : Math.max((toCents(input.amountPaid) ?? 0) - total, 0);
  return { discount: centsToAmount(discount), totalWithTax: centsToAmount(total), tip: centsToAmount(tip) };
}
