import {
  generateRecurringDates,
  validateRecurringConfig,
  type RecurringConfig,
  type RecurringEndType,
  type RecurringFrequency,
} from '@groombook/domain';

/** The recurring-series panel as the user fills it; number fields may be blank ('') while typing. */
export interface RecurringDraft {
  frequency: RecurringFrequency;
  interval: number | string;
  /** Weekly: 0 = Sunday .. 6 = Saturday; none chosen = the start date's weekday. */
  daysOfWeek: number[];
  /** Monthly: blank = the start date's day. */
  dayOfMonth: number | string;
  endType: RecurringEndType;
  endCount: number | string;
  endDate: string;
}

export const INITIAL_RECURRING_DRAFT: RecurringDraft = {
  frequency: 'weekly',
  interval: 1,
  daysOfWeek: [],
  dayOfMonth: '',
  endType: 'count',
  endCount: 4,
  endDate: '',
};

export const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

// A blank number field becomes NaN, which the domain's checks report in the product's words.
const numberOf = (value: number | string) => (value === '' ? NaN : Number(value));

/** The recurring_config sent to the API: only the fields the frequency and end type use. */
export function recurringConfigOf(draft: RecurringDraft): RecurringConfig {
  const config: RecurringConfig = { frequency: draft.frequency, interval: numberOf(draft.interval), endType: draft.endType };
  if (draft.endType === 'count') config.endCount = numberOf(draft.endCount);
  if (draft.endType === 'date') config.endDate = draft.endDate || null;
  if (draft.frequency === 'weekly' && draft.daysOfWeek.length > 0) config.daysOfWeek = [...draft.daysOfWeek].sort((a, b) => a - b);
  if (draft.frequency === 'monthly' && draft.dayOfMonth !== '') config.dayOfMonth = numberOf(draft.dayOfMonth);
  return config;
}

export interface PlannedSeries {
  config: RecurringConfig;
  /** Every problem, in the domain's wording; [] when valid. */
  errors: string[];
  /** The generated dates, [] while the configuration is invalid. */
  dates: string[];
}

export function planSeries(startDate: string, draft: RecurringDraft): PlannedSeries {
  const config = recurringConfigOf(draft);
  const errors = validateRecurringConfig(startDate, config);
  return { config, errors, dates: errors.length > 0 ? [] : generateRecurringDates(startDate, config) };
}
