/**
 * A visitor without a session sent to the sign-in page, or opening it: the light sign-in page only
 * (public-pages/pages/login.html), no shell, no remote, at most this many KB of JavaScript, gzip,
 * from the API's one-command start and from the web image alike. The target is 120 KB.
 */
export const LOGIN_JS_LIMIT_KB = 120;
