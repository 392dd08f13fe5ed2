// The script of /my-appointment (a file, never inline: the pages allow scripts of this origin only).
import './opt-in.css';
import { startMyAppointmentPage } from './my-appointment-page';

void startMyAppointmentPage({ document, search: window.location.search, fetch: window.fetch.bind(window), today: new Date() });
