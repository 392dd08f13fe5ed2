// The script of /sms-opt-in (a file, never inline: the pages allow scripts of this origin only).
import './opt-in.css';
import { startOptInPage } from './opt-in-page';

void startOptInPage({ document, search: window.location.search, fetch: window.fetch.bind(window) });
