import { TAX_RATE_LABEL, TAX_RATE_PERCENT, TIP_GUIDE_PERCENTS } from './constants';

/**
 * Money rules of the appointment form: total with tax, tip and the tip guide. Every computation runs on whole
 * cents so 0.1 + 0.2 style float error never reaches a total.
 *
 * Blank inputs: null, undefined, '', NaN and ±Infinity are "no amount". `toCents` reports
 * them as null (so a caller can send null for an unpaid appointment); the computed figures
 * (total, tip, tip guide, formatting) treat them as 0, because the form shows $0.00 for an
 * empty field and the tip is 0.00 unless positive.
 */
export type MoneyInput = number | string | null | undefined;

export const TOTAL_WITH_TAX_LABEL = `Total with Tax (${TAX_RATE_LABEL})`;

/** The form's total label at a company's rate, rounded to two decimals: 6.625 -> 'Total with Tax (6.63%)'. */
export function totalWithTaxLabel(ratePercent: number = TAX_RATE_PERCENT): string {
  const rounded = Math.round(ratePercent * 100 + 1e-9) / 100;
  return `Total with Tax (${rounded.toFixed(2)}%)`;
}

/** A rate in percent as thousandths of a percent (6.625 -> 6625): the rates have at most three decimals. */
const rateUnits = (ratePercent: number) => Math.round(ratePercent * 1000);

/**
 * The tax rate as a fraction of whole numbers (6.625% -> 6625 / 100000), so tax is integer
 * arithmetic. The revenue reports compute the same rounding in SQL from these two numbers.
 */
export const TAX_RATE_FRACTION = { numerator: Math.round(TAX_RATE_PERCENT * 1000), denominator: 100_000 } as const;
const TAX_RATE_SCALE = TAX_RATE_FRACTION.denominator;
const TAX_RATE_UNITS = TAX_RATE_FRACTION.numerator;

/** numerator / denominator rounded to an integer, halves away from zero (denominator > 0). */
function roundDivide(numerator: number, denominator: number): number {
  const magnitude = Math.floor((Math.abs(numerator) * 2 + denominator) / (2 * denominator));
  return numerator < 0 ? -magnitude : magnitude;
}

/**
 * Rounds through the shortest decimal text of the number, so 1.005 (stored as
 * 1.00499999...) is treated as the 1.005 the user typed and becomes 101 cents.
 */
function numberToCents(value: number): number {
  const text = String(Math.abs(value));
  const sign = value < 0 ? -1 : 1;
  if (text.includes('e')) return sign * Math.round(Math.abs(value) * 100);
  const [whole = '0', fraction = ''] = text.split('.');
  const digits = fraction.padEnd(3, '0');
  const cents = Number(whole) * 100 + Number(digits.slice(0, 2)) + (Number(digits[2]) >= 5 ? 1 : 0);
  return cents === 0 ? 0 : sign * cents;
}

/** An amount in whole cents (half-up to the cent), or null when the field is blank or not a number. */
export function toCents(value: MoneyInput): number | null {
  if (value === null || value === undefined) return null;
  const number = typeof value === 'string' ? (value.trim() === '' ? NaN : Number(value.trim())) : value;
  return Number.isFinite(number) ? numberToCents(number) : null;
}

export function centsToAmount(cents: number): number {
  return cents / 100;
}

/**
 * The tax on a service price at the company's rate (6.625% unless given), rounded half-up to
 * the cent (half a cent goes up), in cents. Blank is 0.
 */
export function taxCents(price: MoneyInput, ratePercent?: number): number {
  const units = ratePercent === undefined ? TAX_RATE_UNITS : rateUnits(ratePercent);
  return roundDivide((toCents(price) ?? 0) * units, TAX_RATE_SCALE);
}

/** Service price plus tax (6.625% unless a rate is given), rounded half-up to the cent, in cents. Blank is 0. */
export function totalWithTaxCents(price: MoneyInput, ratePercent?: number): number {
  return (toCents(price) ?? 0) + taxCents(price, ratePercent);
}

/** Service price plus tax (6.625% unless a rate is given), rounded half-up to the cent. Blank is 0. */
export function totalWithTax(price: MoneyInput, ratePercent?: number): number {
  return centsToAmount(totalWithTaxCents(price, ratePercent));
}

/** Payment received minus the total with tax when positive, else 0 (also when unpaid/blank). */
export function calculatedTip(paymentReceived: MoneyInput, totalWithTaxAmount: MoneyInput): number {
  const tip = (toCents(paymentReceived) ?? 0) - (toCents(totalWithTaxAmount) ?? 0);
  return tip > 0 ? centsToAmount(tip) : 0;
}

export interface TipGuideEntry {
  percent: (typeof TIP_GUIDE_PERCENTS)[number];
  amount: number;
}

/** 15, 20, 25 and 30 percent of the service price (not of the total), each to the cent. */
export function tipGuide(price: MoneyInput): TipGuideEntry[] {
  const cents = toCents(price) ?? 0;
  return TIP_GUIDE_PERCENTS.map((percent) => ({ percent, amount: centsToAmount(roundDivide(cents * percent, 100)) }));
}

/** The currency of every company's amounts (ISO 4217), as exports name it beside plain numbers. */
export const COMPANY_CURRENCY = 'USD';

/** '$1,234.50'; negatives as '-$5.00'; blank as '$0.00'. */
export function formatMoney(value: MoneyInput): string {
  const cents = toCents(value) ?? 0;
  const magnitude = Math.abs(cents);
  const dollars = Math.floor(magnitude / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = String(magnitude % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}$${dollars}.${rest}`;
}
