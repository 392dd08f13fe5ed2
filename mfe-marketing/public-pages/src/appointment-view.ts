/**
 * What the online booking pages show alike: free times as buttons, an appointment's details,
 * a length in words. Plain DOM: these pages ship no framework.
 */
import { APPOINTMENT_STATUS_LABELS, formatCalendarDate, formatTime12h } from '@groombook/domain';
import type { CustomerAppointment } from './online-booking-api';

/** 90 -> '1 h 30 min', 45 -> '45 min', 120 -> '2 h'. */
export function formatLength(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** The day and time as the customer reads them: '2:30 PM on Thu, Mar 12, 2026'. */
export const timeOnDay = (date: string, time: string) => `${formatTime12h(time)} on ${formatCalendarDate(date)}`;

/**
 * One button per time ('HH:MM'), large enough to tap, in `container`; `label` writes a
 * button's words (its time by default) and `onPick` runs when one is chosen.
 */
export function showTimeButtons(container: HTMLElement, times: readonly string[], onPick: (time: string) => void, label: (time: string) => string = formatTime12h): void {
  const document = container.ownerDocument;
  container.replaceChildren(
    ...times.map((time) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'time';
      button.dataset.time = time;
      button.textContent = label(time);
      button.setAttribute('aria-pressed', 'false');
      button.addEventListener('click', () => onPick(time));
      return button;
    }),
  );
}

/** Marks the chosen time's button pressed (the others not). */
export function markChosenTime(container: HTMLElement, time: string | null): void {
  for (const button of container.querySelectorAll<HTMLButtonElement>('button[data-time]')) {
    button.setAttribute('aria-pressed', String(button.dataset.time === time));
  }
}

/** The status in words ('Booked', 'Confirmed', …); an unknown one as it came. */
export const statusWords = (status: string) => (APPOINTMENT_STATUS_LABELS as Record<string, string>)[status] ?? status;

/** The appointment's details as a list of terms (Salon, Dog, Day, Time, Services, Status). */
export function showAppointment(list: HTMLElement, appointment: CustomerAppointment): void {
  const document = list.ownerDocument;
  const rows: [string, string][] = [
    ['Salon', appointment.salon],
    ['Dog', appointment.dogName ?? ''],
    ['Day', formatCalendarDate(appointment.date)],
    ['Time', appointment.time ? formatTime12h(appointment.time) : ''],
    ['Services', appointment.services.join(', ')],
    ['Status', statusWords(appointment.status)],
  ];
  list.replaceChildren(
    ...rows
      .filter(([, value]) => value !== '')
      .flatMap(([term, value]) => {
        const dt = document.createElement('dt');
        dt.textContent = term;
        const dd = document.createElement('dd');
        dd.textContent = value;
        dd.dataset.term = term.toLowerCase();
        return [dt, dd];
      }),
  );
}
