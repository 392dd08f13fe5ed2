/**
 * The booking page's messages, word for word. A module of its own, without zod: the customers'
 * standalone bundle imports it and must stay a few kilobytes.
 */
export const BOOKING_REQUEST_MESSAGES = {
  companyNotFound: 'Company not found',
  companyUnavailable: 'This salon is not taking booking requests online right now',
  nameRequired: 'Name is required',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number',
  dogRequired: "Your dog's name is required",
  dateRequired: 'Preferred date is required',
  datePast: 'Preferred date must be today or later',
  timeRequired: 'Preferred time is required',
  sent: 'Request sent!',
  sendFailed: 'Your request could not be sent. Please try again.',
} as const;
