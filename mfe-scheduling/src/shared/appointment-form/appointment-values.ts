import { APPOINTMENT_MESSAGES, type AppointmentFields } from '@groombook/contracts';
import type { AppointmentLine, AppointmentListItem } from '@groombook/contracts/light';
import {
  APPOINTMENT_DURATION,
  calculatedTip,
  calendarDateError,
  centsToAmount,
  parseAppointmentTime,
  toCents,
  todayIsoDate,
  totalWithTax,
  type DogSize,
  type MoneyInput,
} from '@groombook/domain';

/** What the appointment form holds. Number fields keep Mantine's `number | ''` so a blank field stays blank. */
export interface AppointmentFormValues {
  /** 'YYYY-MM-DD', '' when not chosen. */
  date: string;
  /** 'HH:MM', '' when no time. */
  time: string;
  duration: number | string;
  customerId: string | null;
  dogName: string;
  groomerId: string | null;
  notes: string;
  servicePrice: number | string;
  paymentReceived: number | string;
  /** The dog's size, which prices the services picked. */
  dogSize: DogSize | null;
  /** The menu entries picked, in the menu's order. */
  serviceIds: string[];
  /** The picks or size changed since the form opened: only then are the services sent (an edit otherwise keeps its lines). */
  servicesChanged: boolean;
  /** The price, or the duration, was typed instead of summed from the services. */
  priceOverridden: boolean;
  durationOverridden: boolean;
  /** The lines the appointment was booked with (editing), shown while the picks are unchanged. */
  bookedLines: AppointmentLine[];
}

/** The services part of a new appointment: none picked. */
const NO_SERVICES = {
  dogSize: null,
  serviceIds: [],
  servicesChanged: false,
  priceOverridden: false,
  durationOverridden: false,
  bookedLines: [],
} satisfies Partial<AppointmentFormValues>;

export type AppointmentFieldErrors = Partial<Record<keyof AppointmentFormValues, string>>;

/** A new appointment: today, no time, 90 minutes, and the customer of ?customerId when given. */
export function emptyAppointmentValues(customerId: string | null = null, today = todayIsoDate()): AppointmentFormValues {
  return {
    date: today,
    time: '',
    duration: APPOINTMENT_DURATION.defaultMinutes,
    customerId,
    dogName: '',
    groomerId: null,
    notes: '',
    servicePrice: '',
    paymentReceived: '',
    ...NO_SERVICES,
  };
}

/** The slot the add page's address names (?date=&time=&groomerId=, a calendar's empty slot), each kept only when readable. */
export interface PreselectedSlot {
  date?: string | null;
  time?: string | null;
  groomerId?: string | null;
  /** The dog and the menu's services a customer's text asked for (?dog=&serviceIds=). */
  dogName?: string | null;
  serviceIds?: string | null;
}

/** A new appointment prefilled from its address: the customer, and the date, time and groomer of a slot. */
export function preselectedAppointmentValues(customerId: string | null, slot: PreselectedSlot, today = todayIsoDate()): AppointmentFormValues {
  const values = emptyAppointmentValues(customerId, today);
  const time = parseAppointmentTime(slot.time ?? '');
  return {
    ...values,
    date: slot.date && calendarDateError(slot.date) === null ? slot.date : values.date,
    time: time.ok && time.time ? time.time : values.time,
    groomerId: slot.groomerId || values.groomerId,
    dogName: slot.dogName?.trim() || values.dogName,
    serviceIds: slot.serviceIds ? slot.serviceIds.split(',').filter(Boolean) : values.serviceIds,
  };
}

export function valuesOfAppointment(appointment: AppointmentListItem): AppointmentFormValues {
  const time = parseAppointmentTime(appointment.time);
  return {
    date: appointment.date,
    time: time.ok ? (time.time ?? '') : '',
    duration: appointment.duration_minutes,
    customerId: appointment.customer_id,
    dogName: appointment.dog_name ?? '',
    groomerId: appointment.groomer_id,
    notes: appointment.notes ?? '',
    servicePrice: appointment.charged_amount ?? '',
    paymentReceived: appointment.amount_given ?? '',
    dogSize: appointment.lines[0]?.dog_size ?? null,
    serviceIds: appointment.lines.flatMap((line) => (line.service_id ? [line.service_id] : [])),
    servicesChanged: false,
    priceOverridden: appointment.price_overridden,
    durationOverridden: false,
    bookedLines: appointment.lines,
  };
}

/** An amount to send: null when blank. */
export function amountOf(value: MoneyInput): number | null {
  const cents = toCents(value);
  return cents === null ? null : centsToAmount(cents);
}

/** The live figures under the money fields, at the company's tax rate (6.625% until it is known). */
export function moneyFigures(servicePrice: MoneyInput, paymentReceived: MoneyInput, taxRatePercent?: number) {
  const total = totalWithTax(servicePrice, taxRatePercent);
  return { total, tip: calculatedTip(paymentReceived, total) };
}

function moneyError(label: string, value: number | string): string | undefined {
  if (value === '') return undefined;
  const number = Number(value);
  if (!Number.isFinite(number)) return `${label} must be a number`;
  if (number < 0) return `${label} must be at least 0`;
  if (Math.abs(Math.round(number * 100) - number * 100) > 1e-6) return `${label} can have at most 2 decimals`;
  return undefined;
}

function durationError(value: number | string): string | undefined {
  const minutes = value === '' ? NaN : Number(value);
  const { minMinutes, maxMinutes, stepMinutes } = APPOINTMENT_DURATION;
  if (!Number.isFinite(minutes)) return 'Duration must be a number';
  if (!Number.isInteger(minutes)) return 'Duration must be whole minutes';
  if (minutes < minMinutes) return `Duration must be at least ${minMinutes} minutes`;
  if (minutes > maxMinutes) return `Duration must be at most ${maxMinutes} minutes`;
  if (minutes % stepMinutes !== 0) return 'Duration must be in steps of 15 minutes';
  return undefined;
}

/**
 * The form's own checks (date, customer, dog name and groomer required, duration, price), in the
 * API's wording; {} when it can be sent. `newCustomer`: the empty customer field stands for a
 * customer added with the appointment (accepting a booking request).
 */
export function appointmentErrors(values: AppointmentFormValues, newCustomer = false): AppointmentFieldErrors {
  const time = parseAppointmentTime(values.time);
  const errors: AppointmentFieldErrors = {
    date: values.date ? undefined : 'Date is required',
    time: time.ok ? undefined : time.error,
    customerId: values.customerId || newCustomer ? undefined : APPOINTMENT_MESSAGES.customerRequired,
    dogName: values.dogName.trim() ? undefined : APPOINTMENT_MESSAGES.dogNameRequired,
    groomerId: values.groomerId ? undefined : 'Groomer is required',
    duration: durationError(values.duration),
    servicePrice: moneyError('Service price', values.servicePrice),
    paymentReceived: moneyError('Payment received', values.paymentReceived),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as AppointmentFieldErrors;
}

/**
 * The body of POST and PUT /api/appointments. Blank time is null (the API stores no time);
 * tip and total are the form's live figures (the API recomputes them).
 */
export function appointmentFieldsOf(values: AppointmentFormValues): AppointmentFields & { time: string | null } {
  const price = amountOf(values.servicePrice);
  const paid = amountOf(values.paymentReceived);
  const { total, tip } = moneyFigures(price, paid);
  // The services go only when picked anew; an appointment with lines still says whether its price was typed.
  const services = values.servicesChanged
    ? {
        services: values.serviceIds.map((id) => ({ service_id: id })),
        dog_size: values.dogSize,
        price_overridden: values.priceOverridden,
        duration_overridden: values.durationOverridden,
      }
    : values.bookedLines.length > 0
      ? { price_overridden: values.priceOverridden }
      : {};
  return {
    ...services,
    date: values.date,
    time: values.time || null,
    customer_id: values.customerId,
    groomer_id: values.groomerId,
    dog_name: values.dogName.trim(),
    charged_amount: price,
    amount_given: paid,
    tip,
    total_with_tax: price === null ? null : total,
    notes: values.notes.trim() || null,
    duration_minutes: Number(values.duration),
  };
}
