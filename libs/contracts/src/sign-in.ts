/**
 * What the sign-in page needs of the contract, without zod: the page is its own light document
 * (mfe-marketing/public-pages/src/login-page.ts), which must stay a few kilobytes. The schemas
 * in identity.ts take their words from here.
 */

/** The sign-in form's checks, word for word (signInRequestSchema). */
export const SIGN_IN_LIMITS = { emailMax: 254, passwordMax: 200 } as const;
export const SIGN_IN_FIELD_MESSAGES = {
  emailRequired: 'Email is required',
  emailTooLong: 'Email is too long',
  passwordRequired: 'Password is required',
  passwordTooLong: 'Password is too long',
} as const;

/** Sign-in or refresh of a disabled user (403 ACCOUNT_DISABLED). */
export const ACCOUNT_DISABLED_MESSAGE = "This account has been disabled. Ask your salon's administrator to turn it back on.";
/** Sign-in or refresh of a suspended company's user (403 COMPANY_SUSPENDED). */
export const COMPANY_SUSPENDED_MESSAGE = "Your salon's account is suspended. Ask your salon's administrator to contact GroomBook.";

/**
 * Google sign-in comes back to /login#google_code=…: a one-time code that only the browser
 * which started the sign-in (its state cookie) can redeem, with POST /api/auth/google/redeem.
 */
export const GOOGLE_CODE_PARAM = 'google_code';

/**
 * A cookie that says only "this browser holds a session": set and cleared with the refresh
 * cookie, for the whole site, httpOnly and without any secret. The server reads it on a page's
 * first request, so that a visitor without a session opening a signed-in page is sent straight
 * to the light sign-in page instead of downloading the application first.
 */
export const SIGNED_IN_COOKIE = 'groombook_signed_in';

/**
 * Browser storage the sign-in page and the application share. `signedIn` (localStorage, '1'):
 * this browser was signed in when it last knew, so the application starts loading a signed-in
 * page's code at once. `signOutReason` (sessionStorage): the code of an account refusal that
 * ended the session (ACCOUNT_DISABLED, COMPANY_SUSPENDED), for the sign-in page to say.
 */
export const SIGN_IN_STORAGE_KEYS = { signedIn: 'groombook.signed-in', signOutReason: 'groombook.sign-out-reason' } as const;
