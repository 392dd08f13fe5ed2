import type { AppointmentStatus } from '@groombook/domain';

/** A calendar month, as the conflict cache and the month list key their work. */
export interface MonthKey {
  year: number;
  month: number;
}

/** The month of a YYYY-MM-DD date. */
export function monthOf(date: string): MonthKey {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) };
}

/** The months of YYYY-MM-DD dates, each once. */
export function distinctMonths(dates: string[]): MonthKey[] {
  return [...new Set(dates.map((d) => d.slice(0, 7)))].map((ym) => monthOf(`${ym}-01`));
}

/**
 * Appointments were created, changed or deleted. `months` are every month a changed
 * appointment was in or moved to; `appointmentIds` are the appointments written (a deleted
 * one's id too); `seriesId` names a series created whole, whose ids the publisher does not
 * list. `notifyCustomers` is false for made-up appointments (demo data): nobody is texted about them.
 * `slotsChanged` is false when no groomer's slot was taken, freed or moved (a status moved between
 * two that hold the slot, checked in to ready say): the months' conflict maps stay as they are.
 * `statusOnly` is true when only statuses changed (a status change, checkout): each appointment's
 * day, time and customer are as they were, so its reminders are too.
 */
export interface AppointmentsChanged {
  type: 'appointments.changed';
  companyId: string;
  months: MonthKey[];
  appointmentIds: string[];
  seriesId?: string;
  notifyCustomers: boolean;
  slotsChanged: boolean;
  statusOnly: boolean;
}

/**
 * An appointment moved from one status to another (a status change, or checkout to
 * completed). `date` is the appointment's day. Published with the `appointments.changed` of
 * the same write, delivered after the commit.
 */
export interface AppointmentStatusChanged {
  type: 'appointment.status-changed';
  companyId: string;
  appointmentId: string;
  from: AppointmentStatus;
  to: AppointmentStatus;
  date: string;
}

/**
 * The salon's or a groomer's hours, closed days, breaks, time off or blocks changed: open
 * calendars and free times read them again. `dates` are the days a dated change touched (a
 * block before and after a move, a closed day); absent, any day may have changed.
 */
export interface SchedulesChanged {
  type: 'schedules.changed';
  companyId: string;
  dates?: string[];
}

/**
 * Texts of campaigns reached a status that settles them for their campaign (sent, delivered,
 * failed, cancelled): each of `campaignIds` may now have nothing left pending. Delivered after
 * the commit, so whoever checks sees every text settled before it.
 */
export interface CampaignMessagesSettled {
  type: 'campaign-messages.settled';
  companyId: string;
  campaignIds: string[];
}

/** Every domain event, by its `type`. */
export type DomainEvent = AppointmentsChanged | AppointmentStatusChanged | SchedulesChanged | CampaignMessagesSettled;
export type DomainEventType = DomainEvent['type'];
export type DomainEventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;

/** Builds an `AppointmentsChanged` from the dates the write touched (before and after a move). */
export function appointmentsChanged(
  companyId: string,
  change: { dates: string[]; appointmentIds: string[]; seriesId?: string; notifyCustomers?: boolean; slotsChanged?: boolean; statusOnly?: boolean },
): AppointmentsChanged {
  return {
    type: 'appointments.changed',
    companyId,
    months: distinctMonths(change.dates),
    appointmentIds: change.appointmentIds,
    ...(change.seriesId === undefined ? {} : { seriesId: change.seriesId }),
    notifyCustomers: change.notifyCustomers ?? true,
    slotsChanged: change.slotsChanged ?? true,
    statusOnly: change.statusOnly ?? false,
  };
}

export function appointmentStatusChanged(
  companyId: string,
  change: { appointmentId: string; from: AppointmentStatus; to: AppointmentStatus; date: string },
): AppointmentStatusChanged {
  return { type: 'appointment.status-changed', companyId, ...change };
}

export function schedulesChanged(companyId: string, dates?: string[]): SchedulesChanged {
  return { type: 'schedules.changed', companyId, ...(dates === undefined ? {} : { dates: [...new Set(dates)].sort() }) };
}
