/**
 * The booking page when the salon books instantly: the customer picks the dog's size and the
 * services, a day and one of its free start times, gives their details and books that time
 * (POST /api/online-bookings). Plain DOM over the markup of pages/book.html.
 */
import { BOOKING_REQUEST_MESSAGES, ONLINE_BOOKING_MESSAGES as M } from '@groombook/contracts';
import { APPOINTMENT_DURATION, DOG_SIZE_LABELS, DOG_SIZE_MAX_KG, DOG_SIZES, formatMoney, formatTime12h, todayIsoDate, type DogSize } from '@groombook/domain';
import { formatLength, markChosenTime, showAppointment, showTimeButtons, timeOnDay } from './appointment-view';
import { appointmentOf, callApi, fieldOf, refusalOf, slotTakenTimes, timesOf, type ApiAnswer } from './online-booking-api';
import { elementOf, showFieldError } from './public-page';

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

/** The fields the API may name in a refusal ('phone: …'), and where each one's message goes. */
const DETAIL_FIELDS = ['name', 'phone', 'dog_name', 'notes'] as const;
const REFUSED_FIELDS = [...DETAIL_FIELDS, 'date', 'time', 'services', 'dog_size'] as const;
type RefusedField = (typeof REFUSED_FIELDS)[number];

function pageElements(document: Document) {
  const get = <T extends HTMLElement>(id: string, type: new () => T) => elementOf(document, id, type);
  return {
    heading: get('heading', HTMLHeadingElement),
    form: get('instant-form', HTMLFormElement),
    sizes: get('dog_size', HTMLFieldSetElement),
    menu: get('menu', HTMLElement),
    services: get('services', HTMLFieldSetElement),
    addOns: get('add-ons', HTMLFieldSetElement),
    servicesError: get('services-error', HTMLElement),
    total: get('total', HTMLElement),
    noServices: get('no-services', HTMLElement),
    toTimes: get('to-times', HTMLButtonElement),
    timesStep: get('times-step', HTMLElement),
    timesHeading: get('step-times', HTMLHeadingElement),
    date: get('date', HTMLInputElement),
    timesStatus: get('times-status', HTMLElement),
    times: get('times', HTMLElement),
    timeError: get('time-error', HTMLElement),
    detailsStep: get('details-step', HTMLElement),
    detailsHeading: get('step-details', HTMLHeadingElement),
    details: {
      name: get('instant-name', HTMLInputElement),
      phone: get('instant-phone', HTMLInputElement),
      dog_name: get('instant-dog_name', HTMLInputElement),
      notes: get('instant-notes', HTMLTextAreaElement),
    },
    taken: get('taken', HTMLElement),
    takenText: get('taken-text', HTMLElement),
    takenTimes: get('taken-times', HTMLElement),
    error: get('instant-error', HTMLElement),
    book: get('book', HTMLButtonElement),
    booked: get('booked', HTMLElement),
    bookedDetails: get('booked-details', HTMLElement),
    bookedText: get('booked-text', HTMLElement),
  };
}
type PageElements = ReturnType<typeof pageElements>;

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
  const serviceInputs = services.map((entry) => entryChoices.get(entry.id)!.input);

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
      showFieldError(page.sizes, null);
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

type FlowState = { size: DogSize | null; service: string | null; time: string | null };

/** The size and the service are chosen; else says which is missing and focuses it. */
function checkMenu(page: PageElements, state: FlowState): boolean {
  showFieldError(page.sizes, state.size === null ? M.sizeRequired : null);
  page.servicesError.textContent = state.size !== null && state.service === null ? M.serviceRequired : '';
  if (state.size === null) page.sizes.querySelector('input')?.focus();
  else if (state.service === null) page.services.querySelector('input')?.focus();
  return state.size !== null && state.service !== null;
}

/** Every check before booking (the API makes them too), each message beside its field; true when all pass. */
function checkAll(page: PageElements, state: FlowState, today: string): boolean {
  if (!checkMenu(page, state)) return false;
  const date = page.date.value;
  const dateProblem = date === '' ? M.dayRequired : date < today ? M.dayPast : null;
  showFieldError(page.date, dateProblem);
  if (dateProblem) {
    page.date.focus();
    return false;
  }
  if (state.time === null) {
    page.timeError.textContent = M.timeRequired;
    (page.times.querySelector('button') ?? page.date).focus();
    return false;
  }
  const problems: [HTMLInputElement, string][] = [
    [page.details.name, BOOKING_REQUEST_MESSAGES.nameRequired],
    [page.details.phone, BOOKING_REQUEST_MESSAGES.phoneRequired],
    [page.details.dog_name, BOOKING_REQUEST_MESSAGES.dogRequired],
  ];
  let first: HTMLInputElement | null = null;
  for (const [input, message] of problems) {
    const missing = input.value.trim() === '';
    showFieldError(input, missing ? message : null);
    if (missing) first ??= input;
  }
  first?.focus();
  return first === null;
}

/** A refusal that names a field, beside that field, which takes the focus. */
function showRefusedField(page: PageElements, field: RefusedField, message: string): void {
  if (field === 'date') {
    showFieldError(page.date, message);
    page.date.focus();
  } else if (field === 'time') {
    page.timeError.textContent = message;
    (page.times.querySelector('button') ?? page.date).focus();
  } else if (field === 'services') {
    page.servicesError.textContent = message;
    page.services.querySelector('input')?.focus();
  } else if (field === 'dog_size') {
    showFieldError(page.sizes, message);
    page.sizes.querySelector('input')?.focus();
  } else {
    showFieldError(page.details[field], message);
    page.details[field].focus();
  }
}

/** The message about the booking as a whole (null hides it); it takes the focus. */
function showError(page: PageElements, message: string | null): void {
  page.error.textContent = message ?? '';
  page.error.hidden = message === null;
  if (message !== null) page.error.focus();
}
