/**
 * The words of online booking (the booking page when the salon books instantly, and the
 * customer's own appointment page), word for word. A module of its own, without zod: the
 * customers' standalone bundle imports it and must stay a few kilobytes.
 */
export const ONLINE_BOOKING_MESSAGES = {
  sizeRequired: "Choose your dog's size",
  serviceRequired: 'Choose a service',
  noServices: 'This salon has no services to book online right now: please call the salon.',
  dayRequired: 'Choose a day',
  dayPast: 'Choose today or a later day',
  timeRequired: 'Choose a time',
  loadingTimes: 'Loading free times…',
  noTimes: 'No free times that day: try another day',
  timesFailed: 'Free times could not be loaded. Please try again.',
  slotTaken: 'That time was just taken. Here are the next free times:',
  slotTakenNoOther: 'That time was just taken, and no other time is free that day: try another day.',
  booked: "You're booked!",
  bookFailed: 'Your booking could not be made. Please try again.',
  confirmationSent: 'A confirmation text is on its way to your phone.',
  confirmationNotSent: 'No confirmation text was sent: please keep a note of your appointment.',
  incompleteAppointmentLink: 'This link is incomplete: use the link from your text message',
  invalidAppointmentLink: 'This link is no longer valid',
  appointmentLoadFailed: 'Your appointment could not be loaded. Please try again.',
  actionFailed: 'That did not go through. Please try again.',
  confirmed: 'Thank you: your appointment is confirmed.',
  cancelQuestion: 'Cancel this appointment?',
  cancelled: 'Your appointment is cancelled.',
  tooLate: 'It is too late to change this appointment online: please call the salon.',
} as const;

/**
 * The error codes these pages read (the same as `ERROR_CODES`, which lives beside zod): a time
 * taken first (409, with the next free times) and an appointment link that opens nothing (404).
 */
export const ONLINE_BOOKING_ERROR_CODES = { slotTaken: 'SLOT_TAKEN', invalidAppointmentLink: 'INVALID_APPOINTMENT_LINK' } as const;
