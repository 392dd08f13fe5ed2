// The script of /book (a file, never inline: the pages allow scripts of this origin only).
import './opt-in.css';
import { startBookingPage } from './booking-page';

void startBookingPage({ document, search: window.location.search, fetch: window.fetch.bind(window), today: new Date() });
