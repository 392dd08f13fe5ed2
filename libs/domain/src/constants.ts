/**
 * The business constants of the product. Every screen and
 * endpoint reads them from here so a value is changed in one place.
 */

/** Sales tax applied to the service price, as a percentage. */
export const TAX_RATE_PERCENT = 6.625;
/** The tax rate as the form's label shows it (rounded to two decimals). */
export const TAX_RATE_LABEL = '6.63%';
export const TIP_GUIDE_PERCENTS = [15, 20, 25, 30] as const;

export const APPOINTMENT_DURATION = {
  defaultMinutes: 90,
  minMinutes: 15,
  maxMinutes: 480,
  stepMinutes: 15,
} as const;

/** Bookable time slots: every 30 minutes from 09:00 to 19:00 inclusive. */
export const TIME_SLOTS = {
  firstSlot: '09:00',
  lastSlot: '19:00',
  stepMinutes: 30,
} as const;

export const RECURRING_LIMITS = {
  minInterval: 1,
  maxInterval: 12,
  minCount: 2,
  maxCount: 100,
  /** Occurrences generated when the series has no end. */
  maxOccurrencesWithoutEnd: 50,
  previewDates: 20,
} as const;

/**
 * The years a calendar date may fall in, everywhere a date or a year is accepted. Postgres
 * takes far more (and fails on year 0), but nothing outside this span is a booking or a
 * report, and every date inside it keeps a four-digit year.
 */
export const CALENDAR_YEARS = { first: 1900, last: 2200 } as const;

export const APPOINTMENTS_PAGE_SIZE = 200;
export const DASHBOARD_APPOINTMENT_COUNT_LIMIT = 1000;

/** The year selector offers the current year minus 5 to plus 4. */
export const YEAR_SELECTOR_RANGE = { yearsBefore: 5, yearsAfter: 4 } as const;

/** Fuzzy customer and groomer search settings (Fuse.js options), on the name field. */
export const FUZZY_SEARCH = {
  keys: ['name'],
  threshold: 0.3,
  minMatchCharLength: 2,
  /** The fuzzy engine's longest pattern; longer queries are cut to this length. */
  maxPatternLength: 32,
} as const;

export const CUSTOMER_DROPDOWN_MAX_HEIGHT_PX = 200;
/** How a customer without a name is shown. */
export const NAME_MISSING = 'Name missing';
export const MIN_PASSWORD_LENGTH = 8;
export const PASSWORD_RESET_REDIRECT_MS = 3000;

/** Layout breakpoints in pixels: dialogs go full screen at `dialogFullScreen` or narrower; tables and navigation switch to mobile at `mobile` or narrower. */
export const BREAKPOINTS_PX = {
  dialogFullScreen: 500,
  mobile: 768,
} as const;

export const NOTES_AREA_HEIGHT_PX = 200;

export const SERVICE_PRICES = [
  { service: 'Small dog bath', price: 80 },
  { service: 'Large dog bath', price: 100 },
  { service: 'Extra large dog bath', price: 120 },
] as const;

export const ROLES = ['user', 'staff', 'admin', 'superadmin'] as const;
export type Role = (typeof ROLES)[number];
export const DEFAULT_ROLE: Role = 'user';
export const DEFAULT_NEW_USER_ROLE: Role = 'staff';

/** Session auto-refresh: check every tick; refresh when this many ticks or fewer remain before expiry. */
export const SESSION_REFRESH = { tickMs: 30_000, refreshWhenTicksLeft: 3 } as const;
