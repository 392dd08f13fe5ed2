/**
 * The booking page when the salon books instantly: the customer picks the dog's size and the
 * services, a day and one of its free start times, gives their details and books that time
 * (POST /api/online-bookings). Plain DOM over the markup of pages/book.html.
 */
import { ONLINE_BOOKING_MESSAGES as M } from '@groombook/contracts';
import { APPOINTMENT_DURATION, DOG_SIZE_LABELS, DOG_SIZE_MAX_KG, DOG_SIZES, formatMoney, formatTime12h, todayIsoDate, type DogSize } from '@groombook/domain';
import { formatLength, markChosenTime, showAppointment, showTimeButtons, timeOnDay } from './appointment-view';
import { appointmentOf, callApi, fieldOf, refusalOf, slotTakenTimes, timesOf, type ApiAnswer } from './online-booking-api';
import { checkAll, checkMenu, DETAIL_FIELDS, pageElements, REFUSED_FIELDS, showError, showGroupError, showRefusedField } from './instant-booking-form';
import { showFieldError } from './public-page';

/** An entry of the salon's active menu, with its price and length at each size. */
export interface MenuEntry {
  id: string;
  name: string;
  kind: 'service' | 'add_on';
  prices: Record<DogSize, number>;
  durations: Record<DogSize, number>;
}

const BOOK_LABEL = 'Book';
const BOOKING_LABEL = 'Booking…';
const POUNDS_PER_KG = 2.20462;

/** 'up to 9 kg / 20 lb': the weights of a size, in both units (pounds to the nearest 5). */
function sizeHint(size: DogSize): string {
  const pounds = (kg: number) => Math.round((kg * POUNDS_PER_KG) / 5) * 5;
  if (size === 'extra_large') return `over ${DOG_SIZE_MAX_KG.large} kg / ${pounds(DOG_SIZE_MAX_KG.large)} lb`;
  return `up to ${DOG_SIZE_MAX_KG[size]} kg / ${pounds(DOG_SIZE_MAX_KG[size])} lb`;
}

/** The appointment's length as the salon books it: the entries' lengths, in whole steps, within the allowed range. */
function bookedLength(minutes: number): number {
  const step = APPOINTMENT_DURATION.stepMinutes;
  return Math.min(APPOINTMENT_DURATION.maxMinutes, Math.max(APPOINTMENT_DURATION.minMinutes, Math.ceil(minutes / step) * step));
}

/** A radio or checkbox with its label (a name and a smaller line), in `parent`. */
function addChoice(parent: HTMLElement, type: 'radio' | 'checkbox', name: string, value: string, text: string): { input: HTMLInputElement; hint: HTMLElement } {
  const document = parent.ownerDocument;
  const row = document.createElement('div');
  row.className = 'choice';
  const input = document.createElement('input');
  input.type = type;
  input.name = name;
  input.value = value;
  input.id = `${name}-${value}`;
  const label = document.createElement('label');
  label.htmlFor = input.id;
  const hint = document.createElement('span');
  hint.className = 'hint';
  label.append(text, ' ', hint);
  row.append(input, label);
  parent.append(row);
  return { input, hint };
}

/** Adds a day to 'YYYY-MM-DD'. */
function nextDay(date: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return todayIsoDate(new Date(year, month - 1, day + 1));
}

export interface InstantBookingOptions {
  document: Document;
  fetch: typeof fetch;
  today: Date;
  companyId: string;
  companyName: string;
  menu: MenuEntry[];
}

/** Runs the instant booking flow on the page (the request form stays hidden). */
export function startInstantBooking(options: InstantBookingOptions): void {
  const { document, companyId, companyName, menu } = options;
  const page = pageElements(document);
  const today = todayIsoDate(options.today);
  const state = { size: null as DogSize | null, service: null as string | null, addOns: new Set<string>(), time: null as string | null, sending: false, timesRequest: 0 };

  page.heading.textContent = `Book an appointment at ${companyName}`;
  document.title = `Book an appointment at ${companyName}`;
  page.form.hidden = false;

  const services = menu.filter((entry) => entry.kind === 'service');
  const addOns = menu.filter((entry) => entry.kind === 'add_on');
  if (services.length === 0) {
    page.noServices.textContent = M.noServices;
    page.noServices.hidden = false;
    page.sizes.hidden = true;
    page.toTimes.hidden = true;
    return;
  }

  const sizeInputs = DOG_SIZES.map((size) => {
    const { input, hint } = addChoice(page.sizes, 'radio', 'dog_size', size, DOG_SIZE_LABELS[size]);
    hint.textContent = sizeHint(size);
    return input;
  });
  const entryChoices = new Map<string, { input: HTMLInputElement; hint: HTMLElement; entry: MenuEntry }>();
  for (const entry of services) entryChoices.set(entry.id, { ...addChoice(page.services, 'radio', 'service', entry.id, entry.name), entry });
  for (const entry of addOns) entryChoices.set(entry.id, { ...addChoice(page.addOns, 'checkbox', 'add_on', entry.id, entry.name), entry });
  page.addOns.hidden = addOns.length === 0;

  /** The chosen entries, in the menu's order. */
  const chosen = () => menu.filter((entry) => entry.id === state.service || state.addOns.has(entry.id));

  const showPrices = () => {
    const size = state.size;
    if (size === null) return;
    for (const { hint, entry } of entryChoices.values()) hint.textContent = `${formatMoney(entry.prices[size])} · ${formatLength(entry.durations[size])}`;
    const entries = chosen();
    page.total.textContent =
      entries.length === 0
        ? ''
        : `Total: ${formatMoney(entries.reduce((sum, entry) => sum + entry.prices[size], 0))} · ${formatLength(bookedLength(entries.reduce((sum, entry) => sum + entry.durations[size], 0)))}`;
  };

  const bookLabel = () => (state.time && page.date.value ? `Book ${timeOnDay(page.date.value, state.time)}` : BOOK_LABEL);
  const setBookLabel = () => {
    if (!state.sending) page.book.textContent = bookLabel();
  };
  const hideTaken = () => {
    page.taken.hidden = true;
    page.takenTimes.replaceChildren();
  };

  const pickTime = (time: string) => {
    state.time = time;
    markChosenTime(page.times, time);
    page.timeError.textContent = '';
    hideTaken();
    setBookLabel();
    if (page.detailsStep.hidden) {
      page.detailsStep.hidden = false;
      page.detailsHeading.focus();
    }
  };

  const loadTimes = async () => {
    const request = ++state.timesRequest;
    state.time = null;
    setBookLabel();
    page.times.replaceChildren();
    const date = page.date.value;
    const problem = date === '' ? M.dayRequired : date < today ? M.dayPast : null;
    showFieldError(page.date, problem);
    if (problem || state.size === null || state.service === null) {
      page.timesStatus.textContent = '';
      return;
    }
    page.timesStatus.textContent = M.loadingTimes;
    const ids = chosen().map((entry) => encodeURIComponent(entry.id)).join(',');
    const answer = await callApi(
      options.fetch,
      `/api/public/availability?company_id=${encodeURIComponent(companyId)}&date=${encodeURIComponent(date)}&services=${ids}&dog_size=${state.size}`,
    );
    if (request !== state.timesRequest) return;
    const times = timesOf(answer);
    if (times === null) {
      page.timesStatus.textContent = refusalOf(answer) ?? M.timesFailed;
      return;
    }
    page.timesStatus.textContent = times.length === 0 ? M.noTimes : '';
    showTimeButtons(page.times, times, pickTime);
  };
  const reloadTimesIfShown = () => {
    if (!page.timesStep.hidden) void loadTimes();
  };

  for (const input of sizeInputs) {
    input.addEventListener('change', () => {
      state.size = input.value as DogSize;
      showGroupError(page.sizes, null);
      page.menu.hidden = false;
      showPrices();
      reloadTimesIfShown();
    });
  }
  for (const { input, entry } of entryChoices.values()) {
    input.addEventListener('change', () => {
      if (entry.kind === 'service') state.service = entry.id;
      else if (input.checked) state.addOns.add(entry.id);
      else state.addOns.delete(entry.id);
      if (entry.kind === 'service') page.servicesError.textContent = '';
      showPrices();
      reloadTimesIfShown();
    });
  }

  page.date.min = today;
  page.date.value = nextDay(today);
  page.date.addEventListener('change', () => void loadTimes());

  page.toTimes.addEventListener('click', () => {
    if (!checkMenu(page, state)) return;
    page.timesStep.hidden = false;
    page.timesHeading.focus();
    void loadTimes();
  });

  for (const field of DETAIL_FIELDS) {
    page.details[field].addEventListener('input', () => {
      if (page.details[field].value.trim() !== '') showFieldError(page.details[field], null);
    });
  }

  const book = async () => {
    if (state.sending) return;
    showError(page, null);
    if (!checkAll(page, state, today)) return;
    state.sending = true;
    page.book.disabled = true;
    page.book.textContent = BOOKING_LABEL;
    const value = (field: (typeof DETAIL_FIELDS)[number]) => page.details[field].value.trim();
    const body = {
      company_id: companyId,
      date: page.date.value,
      time: state.time,
      services: chosen().map((entry) => entry.id),
      dog_size: state.size,
      name: value('name'),
      phone: value('phone'),
      dog_name: value('dog_name'),
      notes: value('notes') || null,
    };
    const answer = await callApi(options.fetch, '/api/online-bookings', body);
    state.sending = false;
    page.book.disabled = false;
    setBookLabel();
    handleBookingAnswer(answer);
  };

  const handleBookingAnswer = (answer: ApiAnswer) => {
    const appointment = appointmentOf(answer);
    if (appointment) {
      page.form.hidden = true;
      page.heading.textContent = M.booked;
      document.title = M.booked;
      showAppointment(page.bookedDetails, appointment);
      page.bookedText.textContent = answer.body.confirmation_sent === true ? M.confirmationSent : M.confirmationNotSent;
      page.booked.hidden = false;
      page.heading.focus();
      return;
    }
    const nextTimes = slotTakenTimes(answer);
    if (nextTimes) {
      const taken = state.time;
      page.times.querySelector(`button[data-time="${taken}"]`)?.remove();
      state.time = null;
      markChosenTime(page.times, null);
      setBookLabel();
      page.takenText.textContent = nextTimes.length > 0 ? M.slotTaken : M.slotTakenNoOther;
      showTimeButtons(page.takenTimes, nextTimes, (time) => {
        pickTime(time);
        void book();
      }, (time) => `Book ${formatTime12h(time)}`);
      page.taken.hidden = false;
      page.takenText.focus();
      return;
    }
    const message = refusalOf(answer);
    const named = message && answer.status === 400 ? fieldOf(message, REFUSED_FIELDS) : null;
    if (named) showRefusedField(page, named.field, named.message);
    else showError(page, message ?? M.bookFailed);
  };

  page.form.addEventListener('submit', (event) => {
    event.preventDefault();
    void book();
  });
}
