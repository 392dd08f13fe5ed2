// The script of /login (a file, never inline: the pages allow scripts of this origin only).
import './opt-in.css';
import { startLoginPage } from './login-page';

void startLoginPage({
  document,
  pathname: window.location.pathname,
  search: window.location.search,
  hash: window.location.hash,
  fetch: window.fetch.bind(window),
  storage: { local: window.localStorage, session: window.sessionStorage },
  history: window.history,
  go: (address) => window.location.replace(address),
  leave: (address) => window.location.assign(address),
});
