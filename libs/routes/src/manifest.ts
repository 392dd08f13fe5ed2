import type { RemoteName } from '@groombook/contracts/light';
import type { Role } from '@groombook/domain';

/**
 * Who renders a route: the shell itself, one remote, or 'opt-in', the standalone public pages
 * bundle (mfe-marketing/public-pages): the customers' pages and the sign-in page, which the
 * server sends as their own light HTML documents, sharing no code with the shell at run time.
 * The shell never renders an 'opt-in' route; a link to one inside the application loads the
 * page from the server.
 */
export type RouteOwner = RemoteName | 'shell' | 'opt-in';

/**
 * The header's groups, in their order. A group with one page the user may open shows as that
 * page's link; with more, as a menu named by the group. 'account' is the menu at the end of the
 * header that carries the signed-in user's name (Settings; Logout is the shell's own).
 */
export const NAV_GROUPS = {
  schedule: { label: 'Schedule', order: 1 },
  customers: { label: 'Customers', order: 2 },
  messages: { label: 'Messages', order: 3 },
  marketing: { label: 'Marketing', order: 4 },
  reports: { label: 'Reports', order: 5 },
  admin: { label: 'Admin', order: 6 },
  account: { label: 'Account', order: 7 },
} as const satisfies Record<string, { label: string; order: number }>;

export type NavGroupKey = keyof typeof NAV_GROUPS;

/** How a route appears in the header: its link text, its group and its place in the group. */
export interface RouteNavigation {
  label: string;
  group: NavGroupKey;
  order: number;
  /**
   * One of the most used pages: where the header is wide enough it is a link of its own beside
   * its group's menu, one click away; narrower, it is in the menu with the others.
   */
  pinned?: true;
}

export interface RouteEntry {
  /**
   * The pattern, absolute, in React Router's syntax: `:name` is one segment, a trailing
   * `/*` everything below. The owner renders exactly this pattern and the shell matches it.
   */
  path: string;
  owner: RouteOwner;
  /** The lowest role that may open it: null for a public page, 'user' for anyone signed in. */
  minRole: Role | null;
  /** Present when the route is a header link (to a pattern without parameters). */
  nav?: RouteNavigation;
  /**
   * The page shows one company's data (customers, appointments, reports...). Until the user
   * has a company to work in (their own, or the one a super admin chose), the shell shows a
   * page that says how to get one instead.
   */
  tenant?: true;
  /**
   * The page's heading, for a signed-in page at an address without parameters. The page shows it
   * (`<Page title={ROUTES.….title}>`), and so does the shell while the page's code and session load:
   * its first frame, which the server sends as HTML before any script runs (docs/frontends.md).
   */
  title?: string;
  /**
   * The page's main link, beside its title (a path of this manifest without parameters): the page
   * shows it, and so does its first frame, where it works before any script has run.
   */
  action?: PageAction;
}

/** A link to another page, drawn as a button (`size: 'xl'` for the dashboard's large one). */
export interface PageAction {
  label: string;
  to: string;
  size?: 'xl';
}

/**
 * Every page of the product, the one place a path is written. The shell reads it for its
 * own routes, the guard, the header and which remote to load; each remote declares the
 * routes it owns from it, and links with the builders in `./paths`; the public pages bundle builds
 * one page per route it owns.
 */
export const ROUTES = {
  // The shell's pages.
  home: {
    path: '/',
    owner: 'shell',
    minRole: 'user',
    title: 'Dashboard',
    // The front desk's most used action, at the top of Home rather than under the day's schedule.
    action: { label: 'Add New Appointment', to: '/add-appointment', size: 'xl' },
    tenant: true, nav: { label: 'Home', group: 'schedule', order: 1, pinned: true } },
  services: { path: '/services', owner: 'shell', minRole: 'user', title: 'Service Prices', tenant: true, nav: { label: 'Service Prices', group: 'admin', order: 1 } },
  settings: { path: '/settings', owner: 'shell', minRole: 'user', title: 'Settings', nav: { label: 'Settings', group: 'account', order: 1 } },
  forgotPassword: { path: '/forgot-password', owner: 'shell', minRole: null },
  resetPassword: { path: '/reset-password', owner: 'shell', minRole: null },
  confirmEmail: { path: '/confirm-email', owner: 'shell', minRole: null },

  // The sign-in page: its own light document (public-pages/pages/login.html), so that a visitor
  // without a session loads a few kilobytes, not the application.
  login: { path: '/login', owner: 'opt-in', minRole: null },

  // For the customers the salon texts, who have no account: the standalone public pages bundle, one
  // HTML page per route, named after its path (mfe-marketing/public-pages/dist/sms-opt-in.html).
  smsOptIn: { path: '/sms-opt-in', owner: 'opt-in', minRole: null },
  smsPrivacyPolicy: { path: '/sms-privacy-policy', owner: 'opt-in', minRole: null },
  // A customer asks a salon for an appointment (/book?company_id=…).
  book: { path: '/book', owner: 'opt-in', minRole: null },
  // A customer's own appointment, from the link of their text (/my-appointment?token=…).
  myAppointment: { path: '/my-appointment', owner: 'opt-in', minRole: null },

  // Customers: the list, with the new and edit dialogs open over it.
  customers: { path: '/customers', owner: 'customers', minRole: 'user', title: 'Customers', tenant: true, nav: { label: 'Customers', group: 'customers', order: 1 } },
  newCustomer: { path: '/customers/new', owner: 'customers', minRole: 'user', title: 'Customers', tenant: true },
  customer: { path: '/customers/:customerId', owner: 'customers', minRole: 'user', tenant: true },

  // Scheduling.
  addAppointment: { path: '/add-appointment', owner: 'scheduling', minRole: 'user', title: 'Add Appointment', tenant: true, nav: { label: 'Add Appointment', group: 'schedule', order: 4, pinned: true } },
  editAppointment: { path: '/edit-appointment/:appointmentId', owner: 'scheduling', minRole: 'user', tenant: true },
  appointments: {
    path: '/appointments',
    owner: 'scheduling',
    minRole: 'user',
    title: 'Appointments',
    action: { label: 'Add Appointment', to: '/add-appointment' },
    tenant: true, nav: { label: 'Appointments', group: 'schedule', order: 3, pinned: true } },
  // A day or a week of appointments, one column (or row) per groomer: ?date=YYYY-MM-DD&view=day|week.
  calendar: { path: '/calendar', owner: 'scheduling', minRole: 'user', title: 'Calendar', tenant: true, nav: { label: 'Calendar', group: 'schedule', order: 2, pinned: true } },
  groomers: { path: '/groomers', owner: 'scheduling', minRole: 'admin', title: 'Groomers', tenant: true, nav: { label: 'Groomers', group: 'admin', order: 2 } },
  reports: { path: '/reports', owner: 'scheduling', minRole: 'admin', title: 'Revenue Reports', tenant: true, nav: { label: 'Reports', group: 'reports', order: 1 } },
  // Requests customers sent from /book, for staff to accept (booking the appointment) or decline.
  bookingRequests: {
    path: '/booking-requests',
    owner: 'scheduling',
    minRole: 'staff',
    tenant: true,
    title: 'Booking Requests',
    nav: { label: 'Booking Requests', group: 'schedule', order: 5 },
  },

  // Messages: the customers' texts, read and answered by staff and admins (the conversation page too).
  messages: { path: '/messages', owner: 'marketing', minRole: 'staff', title: 'Messages', tenant: true, nav: { label: 'Messages', group: 'messages', order: 1 } },
  customerConversation: { path: '/customer-conversation/:customerId', owner: 'marketing', minRole: 'staff', tenant: true },

  // Marketing (SMS campaigns and groups), for admins.
  marketing: { path: '/marketing', owner: 'marketing', minRole: 'admin', title: 'Marketing', tenant: true, nav: { label: 'Marketing', group: 'marketing', order: 1 } },
  campaign: { path: '/marketing/campaigns/:campaignId', owner: 'marketing', minRole: 'admin', tenant: true },

  // The company's users for its admins (a super admin: the company they act in): roles, disabling, new users.
  users: { path: '/users', owner: 'admin', minRole: 'admin', title: 'Users', tenant: true, nav: { label: 'Users', group: 'admin', order: 3 } },

  // Company administration: the list, with the new-company and users dialogs open over it.
  companies: { path: '/super-admin/companies', owner: 'admin', minRole: 'superadmin', title: 'Company Management', nav: { label: 'Super Admin', group: 'admin', order: 4 } },
  newCompany: { path: '/super-admin/companies/new', owner: 'admin', minRole: 'superadmin', title: 'Company Management' },
  companyUsers: { path: '/super-admin/companies/:companyId/users', owner: 'admin', minRole: 'superadmin' },
  // Any other address below the list (a stale or mistyped link) goes back to the list.
  otherCompanyPage: { path: '/super-admin/companies/*', owner: 'admin', minRole: 'superadmin' },
  // What super admins did while acting in a company: who, which company, what, when.
  auditLog: { path: '/super-admin/audit-log', owner: 'admin', minRole: 'superadmin', title: 'Audit Log', nav: { label: 'Audit Log', group: 'admin', order: 5 } },
  // The background-job queues: counts, failed jobs, retrying or removing one.
  queues: { path: '/super-admin/queues', owner: 'admin', minRole: 'superadmin', title: 'Queues', nav: { label: 'Queues', group: 'admin', order: 6 } },
} as const satisfies Record<string, RouteEntry>;

export type RouteKey = keyof typeof ROUTES;

/** The keys of the routes `owner` renders, so an owner's table of pages can be checked complete. */
export type RouteKeyOf<Owner extends RouteOwner> = {
  [K in RouteKey]: (typeof ROUTES)[K]['owner'] extends Owner ? K : never;
}[RouteKey];

export type KeyedRoute<Key extends RouteKey = RouteKey> = RouteEntry & { key: Key };

/** The manifest as a list, in the order it is written. */
export const ROUTE_LIST: readonly KeyedRoute[] = (Object.keys(ROUTES) as RouteKey[]).map((key) => ({ key, ...ROUTES[key] }));

/** The routes `owner` renders. */
export function routesOwnedBy<Owner extends RouteOwner>(owner: Owner): KeyedRoute<RouteKeyOf<Owner>>[] {
  return ROUTE_LIST.filter((route): route is KeyedRoute<RouteKeyOf<Owner>> => route.owner === owner);
}
