// The script of /sms-privacy-policy: it only names the company. The policy is the page's HTML.
import './opt-in.css';
import { nameCompanyInPolicy } from './privacy-policy-page';

void nameCompanyInPolicy({ document, search: window.location.search, fetch: window.fetch.bind(window) });
