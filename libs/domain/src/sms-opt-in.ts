/**
 * What the public opt-in page tells a customer before they agree to texts. The page shows it,
 * and the consent ledger stores the version that was shown, so the wording a customer agreed
 * to can always be found again: change the text, change the version.
 */
export const OPT_IN_DISCLOSURE_VERSION = '2026-11-22';

/** Marketing texts a customer may get in a calendar month (reminders and replies aside). */
export const MARKETING_MESSAGES_PER_MONTH = 2;

/** Business days within which an opt-out is honoured at the latest (ours takes effect at once). */
export const OPT_OUT_BUSINESS_DAYS = 10;

/** The consent text beside the checkbox, for one company. */
export function optInDisclosure(companyName: string): string {
  return (
    `I agree to receive text messages from ${companyName} at the number above: appointment reminders, ` +
    `replies to my messages, and up to ${MARKETING_MESSAGES_PER_MONTH} marketing messages a month. ` +
    'Message and data rates may apply. Reply STOP to opt out at any time and HELP for help. ' +
    'Consent is not a condition of purchase.'
  );
}
