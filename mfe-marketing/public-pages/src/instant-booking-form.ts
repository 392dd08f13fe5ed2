/**
 * The instant booking form's elements (pages/book.html) and its checks: what is missing or
 * refused is said beside its field, which takes the focus.
 */
import { BOOKING_REQUEST_MESSAGES, ONLINE_BOOKING_MESSAGES as M } from '@groombook/contracts';
import type { DogSize } from '@groombook/domain';
import { elementsOf, showFieldError } from './public-page';

/** The fields the API may name in a refusal ('phone: …'), and where each one's message goes. */
export const DETAIL_FIELDS = ['name', 'phone', 'dog_name', 'notes'] as const;
export const REFUSED_FIELDS = [...DETAIL_FIELDS, 'date', 'time', 'services', 'dog_size'] as const;
export type RefusedField = (typeof REFUSED_FIELDS)[number];

export function pageElements(document: Document) {
  const get = elementsOf(document);
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
export type PageElements = ReturnType<typeof pageElements>;

/** A group's message (a fieldset's, in its `#<id>-error`): its choices stay as they are. */
export function showGroupError(group: HTMLElement, message: string | null): void {
  const error = group.ownerDocument.getElementById(`${group.id}-error`);
  if (error) error.textContent = message ?? '';
}

export type FlowState = { size: DogSize | null; service: string | null; time: string | null };

/** The size and the service are chosen; else says which is missing and focuses it. */
export function checkMenu(page: PageElements, state: FlowState): boolean {
  showGroupError(page.sizes, state.size === null ? M.sizeRequired : null);
  page.servicesError.textContent = state.size !== null && state.service === null ? M.serviceRequired : '';
  if (state.size === null) page.sizes.querySelector('input')?.focus();
  else if (state.service === null) page.services.querySelector('input')?.focus();
  return state.size !== null && state.service !== null;
}

/** Every check before booking (the API makes them too), each message beside its field; true when all pass. */
export function checkAll(page: PageElements, state: FlowState, today: string): boolean {
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
export function showRefusedField(page: PageElements, field: RefusedField, message: string): void {
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
    showGroupError(page.sizes, message);
    page.sizes.querySelector('input')?.focus();
  } else {
    showFieldError(page.details[field], message);
    page.details[field].focus();
  }
}

/** The message about the booking as a whole (null hides it); it takes the focus. */
export function showError(page: PageElements, message: string | null): void {
  page.error.textContent = message ?? '';
  page.error.hidden = message === null;
  if (message !== null) page.error.focus();
}
