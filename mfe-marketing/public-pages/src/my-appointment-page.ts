/**
 * The customer's own appointment (/my-appointment?token=…), opened from the link of their
 * confirmation or reminder text: they see it, confirm it, cancel it or move it to another free
 * time up to the salon's cut-off. The token is the only key; it opens this appointment only.
 * Plain DOM over the markup of pages/my-appointment.html.
 */
import { ONLINE_BOOKING_MESSAGES as M } from '@groombook/contracts';
import { formatTime12h, todayIsoDate } from '@groombook/domain';
import { markChosenTime, showAppointment, showTimeButtons, timeOnDay } from './appointment-view';
import { appointmentOf, callApi, isInvalidLink, isSuccess, refusalOf, slotTakenTimes, timesOf, type ApiAnswer, type CustomerAppointment } from './online-booking-api';
import { elementsOf, pageTop, showFieldError, type PublicPageEnvironment } from './public-page';

/** The query parameter of the page's address. */
export const MY_APPOINTMENT_PARAMS = { token: 'token' } as const;

/** The statuses a customer may still change (a visit under way or over is the salon's). */
const CHANGEABLE = ['booked', 'confirmed'];

export interface MyAppointmentPageEnvironment extends PublicPageEnvironment {
  /** Now, on the customer's device: the date picker starts at its day. */
  today: Date;
}

function pageElements(document: Document) {
  const get = elementsOf(document);
  return {
    ...pageTop(document),
    appointment: get('appointment', HTMLElement),
    details: get('details', HTMLElement),
    actionStatus: get('action-status', HTMLElement),
    actionError: get('action-error', HTMLElement),
    confirm: get('confirm', HTMLButtonElement),
    change: get('change', HTMLButtonElement),
    cancel: get('cancel', HTMLButtonElement),
    cancelAsk: get('cancel-ask', HTMLElement),
    cancelQuestion: get('cancel-question', HTMLElement),
    cancelYes: get('cancel-yes', HTMLButtonElement),
    cancelNo: get('cancel-no', HTMLButtonElement),
    tooLate: get('too-late', HTMLElement),
    tooLateText: get('too-late-text', HTMLElement),
    cutoffText: get('cutoff-text', HTMLElement),
    move: get('move', HTMLElement),
    moveHeading: get('move-heading', HTMLHeadingElement),
    moveDate: get('move-date', HTMLInputElement),
    moveTimesStatus: get('move-times-status', HTMLElement),
    moveTimes: get('move-times', HTMLElement),
    taken: get('taken', HTMLElement),
    takenText: get('taken-text', HTMLElement),
    takenTimes: get('taken-times', HTMLElement),
  };
}
type PageElements = ReturnType<typeof pageElements>;

/** 'Changes online close 24 hours before the appointment.' */
const cutoffWords = (hours: number) => `Changes online close ${hours} ${hours === 1 ? 'hour' : 'hours'} before the appointment.`;

/** Shows the page's only message (the link cannot be used), and nothing else. */
function showLoadError(page: PageElements, message: string): void {
  page.status.textContent = '';
  page.status.hidden = true;
  page.appointment.hidden = true;
  page.loadError.textContent = message;
  page.loadError.hidden = false;
}

/** Runs the page: loads the appointment the link opens and wires its actions. */
export async function startMyAppointmentPage(environment: MyAppointmentPageEnvironment): Promise<void> {
  const { document, search, fetch: fetcher } = environment;
  const page = pageElements(document);
  const token = (new URLSearchParams(search).get(MY_APPOINTMENT_PARAMS.token) ?? '').trim();
  const today = todayIsoDate(environment.today);
  if (token === '') {
    showLoadError(page, M.incompleteAppointmentLink);
    return;
  }

  const first = await callApi(fetcher, `/api/my-appointment?token=${encodeURIComponent(token)}`);
  const loaded = appointmentOf(first);
  if (!loaded) {
    showLoadError(page, isInvalidLink(first) ? M.invalidAppointmentLink : (refusalOf(first) ?? M.appointmentLoadFailed));
    return;
  }
  let appointment: CustomerAppointment = loaded;
  let busy = false;
  let timesRequest = 0;

  const render = () => {
    showAppointment(page.details, appointment);
    page.heading.textContent = `Your appointment at ${appointment.salon}`;
    document.title = `Your appointment at ${appointment.salon}`;
    const changeable = CHANGEABLE.includes(appointment.status);
    page.confirm.hidden = appointment.status !== 'booked';
    page.cancel.hidden = !changeable || !appointment.canChange;
    page.change.hidden = page.cancel.hidden;
    page.tooLate.hidden = !changeable || appointment.canChange;
    page.tooLateText.textContent = page.tooLate.hidden ? '' : M.tooLate;
    page.cutoffText.textContent = page.tooLate.hidden ? '' : cutoffWords(appointment.cancelCutoffHours);
    page.cancelAsk.hidden = true;
    if (page.change.hidden) closeMove();
  };

  const closeMove = () => {
    page.move.hidden = true;
    page.change.setAttribute('aria-expanded', 'false');
    page.taken.hidden = true;
    timesRequest++;
  };

  const say = (message: string) => {
    page.actionStatus.textContent = message;
    page.actionStatus.focus();
  };
  const showActionError = (message: string | null) => {
    page.actionError.textContent = message ?? '';
    page.actionError.hidden = message === null;
    if (message !== null) page.actionError.focus();
  };

  /**
   * Sends one change (one at a time, the buttons disabled meanwhile); on success shows the
   * appointment as it now is (`expected` when the answer does not carry it) and says `done`.
   */
  const act = async (path: string, body: Record<string, string>, expected: () => CustomerAppointment, done: () => string, onRefused?: (answer: ApiAnswer) => boolean) => {
    if (busy) return;
    busy = true;
    showActionError(null);
    const buttons = [...page.appointment.querySelectorAll('button')];
    for (const button of buttons) button.disabled = true;
    const answer = await callApi(fetcher, path, { token, ...body });
    busy = false;
    for (const button of buttons) button.disabled = false;
    if (isSuccess(answer)) {
      appointment = appointmentOf(answer) ?? expected();
      render();
      say(done());
    } else if (isInvalidLink(answer)) {
      showLoadError(page, M.invalidAppointmentLink);
      page.loadError.focus();
    } else if (!onRefused?.(answer)) {
      showActionError(refusalOf(answer) ?? M.actionFailed);
    }
  };

  page.confirm.addEventListener('click', () => {
    void act('/api/my-appointment/confirm', {}, () => ({ ...appointment, status: 'confirmed' }), () => M.confirmed);
  });

  page.cancel.addEventListener('click', () => {
    page.cancelAsk.hidden = false;
    page.cancelQuestion.textContent = M.cancelQuestion;
    page.cancelQuestion.focus();
  });
  page.cancelNo.addEventListener('click', () => {
    page.cancelAsk.hidden = true;
    page.cancel.focus();
  });
  page.cancelYes.addEventListener('click', () => {
    void act('/api/my-appointment/cancel', {}, () => ({ ...appointment, status: 'cancelled', canChange: false }), () => M.cancelled);
  });

  const moveTo = (date: string, time: string) =>
    act(
      '/api/my-appointment/move',
      { date, time },
      () => ({ ...appointment, date, time }),
      () => {
        closeMove();
        return `Your appointment is moved to ${timeOnDay(appointment.date, appointment.time ?? time)}.`;
      },
      (answer) => {
        const nextTimes = slotTakenTimes(answer);
        if (!nextTimes) return false;
        page.moveTimes.querySelector(`button[data-time="${time}"]`)?.remove();
        page.takenText.textContent = nextTimes.length > 0 ? M.slotTaken : M.slotTakenNoOther;
        showTimeButtons(page.takenTimes, nextTimes, (next) => void moveTo(date, next), (next) => `Move to ${formatTime12h(next)}`);
        page.taken.hidden = false;
        page.takenText.focus();
        return true;
      },
    );

  const loadTimes = async () => {
    const request = ++timesRequest;
    page.moveTimes.replaceChildren();
    page.taken.hidden = true;
    const date = page.moveDate.value;
    const problem = date === '' ? M.dayRequired : date < today ? M.dayPast : null;
    showFieldError(page.moveDate, problem);
    if (problem) {
      page.moveTimesStatus.textContent = '';
      return;
    }
    page.moveTimesStatus.textContent = M.loadingTimes;
    const answer = await callApi(fetcher, `/api/my-appointment/availability?token=${encodeURIComponent(token)}&date=${encodeURIComponent(date)}`);
    if (request !== timesRequest) return;
    if (isInvalidLink(answer)) {
      showLoadError(page, M.invalidAppointmentLink);
      return;
    }
    const times = timesOf(answer);
    if (times === null) {
      page.moveTimesStatus.textContent = refusalOf(answer) ?? M.timesFailed;
      return;
    }
    // The appointment's own time is no new time.
    const offered = date === appointment.date ? times.filter((time) => time !== appointment.time) : times;
    page.moveTimesStatus.textContent = offered.length === 0 ? M.noTimes : '';
    showTimeButtons(page.moveTimes, offered, (time) => {
      markChosenTime(page.moveTimes, time);
      void moveTo(date, time);
    });
  };

  page.change.addEventListener('click', () => {
    if (!page.move.hidden) {
      closeMove();
      return;
    }
    page.move.hidden = false;
    page.change.setAttribute('aria-expanded', 'true');
    page.moveDate.min = today;
    page.moveDate.value = appointment.date >= today ? appointment.date : today;
    page.moveHeading.focus();
    void loadTimes();
  });
  page.moveDate.addEventListener('change', () => void loadTimes());

  page.status.textContent = '';
  page.status.hidden = true;
  page.appointment.hidden = false;
  render();
}
