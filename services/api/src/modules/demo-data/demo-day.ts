import type { AppointmentLine, Service } from '@groombook/contracts';
import { linesAtSize } from '../appointments/appointment-pricing';
import { calculatedTip, totalWithTax, type AppointmentStatus, type DogSize, type PaymentMethod } from '@groombook/domain';

/** The demo menu's entries beyond the three starting baths: a full groom and three add-ons. */
export const DEMO_MENU_EXTRAS = [
  { name: 'Full groom', kind: 'service', prices: [65, 80, 95, 120], durations: [90, 90, 120, 150] },
  { name: 'Nail trim', kind: 'add_on', prices: [15, 15, 15, 15], durations: [15, 15, 15, 15] },
  { name: 'Teeth brushing', kind: 'add_on', prices: [12, 12, 12, 12], durations: [15, 15, 15, 15] },
  { name: 'De-shedding treatment', kind: 'add_on', prices: [20, 25, 30, 35], durations: [15, 15, 30, 30] },
] as const;

/** One demo appointment before its details: when, with whom, for which dog. */
export interface DemoSlot {
  /** Days from the salon's today (negative: past). */
  day: number;
  /** Its place among today's appointments, in time order (today only). */
  todayIndex: number | null;
  groomerId: string;
  dogSize: DogSize;
  /** The slot's running number over the whole schedule, which spreads the variations. */
  n: number;
}

/** What the demo records beside the appointment: lines, price and length, status and checkout. */
export interface DemoDetails {
  lines: AppointmentLine[];
  price: number;
  durationMinutes: number;
  status: AppointmentStatus;
  cancelReason: string | null;
  cancelledLate: boolean | null;
  payment: { method: PaymentMethod; amountGiven: number; totalWithTax: number; tip: number } | null;
  /** The tip's shares; a share for another groomer splits the tip between the two. */
  tipShares: { groomerId: string; amount: number }[];
}

const BATH_FOR_SIZE: Record<DogSize, string> = {
  small: 'Small dog bath',
  medium: 'Large dog bath',
  large: 'Large dog bath',
  extra_large: 'Extra large dog bath',
};
/** Today's appointments in time order: the first done, then the ones in the building, then those still to come. */
const TODAY_STATUSES: readonly AppointmentStatus[] = ['completed', 'completed', 'ready', 'checked_in', 'checked_in', 'confirmed', 'booked', 'confirmed'];

/** The lines of slot n: a bath for the dog's size or, every third visit, a full groom; now and then an add-on. */
export function demoLines(menu: readonly Service[], size: DogSize, n: number): AppointmentLine[] {
  const byName = new Map(menu.map((service) => [service.name, service]));
  const main = byName.get(n % 3 === 0 ? 'Full groom' : BATH_FOR_SIZE[size]) ?? byName.get(BATH_FOR_SIZE[size]);
  const addOnName = n % 4 === 0 ? 'Nail trim' : n % 7 === 0 ? 'De-shedding treatment' : n % 9 === 0 ? 'Teeth brushing' : null;
  const addOn = addOnName ? byName.get(addOnName) : undefined;
  const picked = [main, addOn].filter((service): service is Service => service !== undefined);
  return linesAtSize(picked, size);
}

function statusOf(slot: DemoSlot): AppointmentStatus {
  if (slot.day === 0 && slot.todayIndex !== null) return TODAY_STATUSES[slot.todayIndex % TODAY_STATUSES.length] ?? 'booked';
  if (slot.day < 0) {
    if (slot.n % 13 === 5) return 'no_show';
    if (slot.n % 17 === 3) return 'cancelled';
    return 'completed';
  }
  if (slot.n % 19 === 4) return 'cancelled';
  return slot.day <= 2 || slot.n % 3 === 0 ? 'confirmed' : 'booked';
}

/** An appointment's details: what it was booked for, where it stands and, once completed, how it was paid. */
export function demoDetails(slot: DemoSlot, menu: readonly Service[], taxRatePercent: number, otherGroomerId: string): DemoDetails {
  const lines = demoLines(menu, slot.dogSize, slot.n);
  const price = lines.reduce((sum, line) => sum + line.price, 0);
  const durationMinutes = Math.min(480, Math.max(15, lines.reduce((sum, line) => sum + line.duration_minutes, 0)));
  const status = statusOf(slot);
  const details: DemoDetails = { lines, price, durationMinutes, status, cancelReason: null, cancelledLate: null, payment: null, tipShares: [] };
  if (status === 'cancelled') {
    details.cancelledLate = slot.n % 2 === 0;
    details.cancelReason = details.cancelledLate ? 'Called the morning of: car trouble' : 'Moving the visit to next month';
  }
  if (status !== 'completed') return details;
  const total = totalWithTax(price, taxRatePercent);
  const tipChoice = [0, 10, 15, 20, 25][slot.n % 5] ?? 0;
  const amountGiven = Math.round((total + tipChoice) * 100) / 100;
  const tip = calculatedTip(amountGiven, total);
  details.payment = { method: slot.n % 3 === 1 ? 'cash' : 'card', amountGiven, totalWithTax: total, tip };
  if (tip > 0) {
    // Every fifth paid visit was shared by two groomers, who split the tip.
    const split = slot.n % 5 === 2 && otherGroomerId !== slot.groomerId;
    const first = split ? Math.round((tip / 2) * 100) / 100 : tip;
    details.tipShares = split
      ? [
          { groomerId: slot.groomerId, amount: first },
          { groomerId: otherGroomerId, amount: Math.round((tip - first) * 100) / 100 },
        ]
      : [{ groomerId: slot.groomerId, amount: tip }];
  }
  return details;
}

/** The menu entries DEMO_MENU_EXTRAS describes, as written for a company (positions after its own). */
export function demoMenuExtras(firstPosition: number) {
  return DEMO_MENU_EXTRAS.map((entry, i) => ({
    name: entry.name,
    kind: entry.kind,
    prices: { small: entry.prices[0], medium: entry.prices[1], large: entry.prices[2], extra_large: entry.prices[3] },
    durations: { small: entry.durations[0], medium: entry.durations[1], large: entry.durations[2], extra_large: entry.durations[3] },
    active: true,
    position: firstPosition + i,
  }));
}

