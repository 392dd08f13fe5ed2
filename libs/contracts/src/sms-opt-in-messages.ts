/**
 * The opt-in page's messages, word for word. A module of its own, without zod: the customers'
 * public pages bundle imports it and must stay a few kilobytes.
 */
export const OPT_IN_MESSAGES = {
  companyRequired: 'Company ID is required',
  companyNotFound: 'Company not found',
  companyLoadFailed: 'Failed to load company information',
  optInFailed: 'Failed to opt in for SMS notifications',
  unexpected: 'An error occurred. Please try again.',
  consentRequired: 'Please tick the box to agree to receive text messages',
  success: 'Successfully Opted In!',
  /** After the form is sent: the number is opted in only once the phone answers YES. */
  pending: 'Almost done: reply YES to the text we just sent',
  /** Beside it: a number that once texted STOP comes back by text only. */
  pendingStopped: 'If you once replied STOP to us, text START to {number} instead.',
  companyUnavailable: 'This salon is not taking text sign-ups right now',
  requestNotFound: 'Opt-in request not found',
} as const;
