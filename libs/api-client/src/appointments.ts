import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AppointmentFields, AppointmentScope } from '@groombook/contracts';
import {
  appointmentResponseSchema,
  appointmentsMonthResponseSchema,
  deletedResponseSchema,
  recurringAppointmentsResponseSchema,
  type AppointmentListItem,
} from '@groombook/contracts/light';
import { APPOINTMENTS_PAGE_SIZE, type AppointmentStatus, type RecurringConfig } from '@groombook/domain';
import { apiRequest, unwrap } from './client';

/** POST /api/appointments body. */
export type CreateAppointmentInput = AppointmentFields;
/**
 * PUT /api/appointments body: the whole appointment again with its id (time null when blank);
 * scope 'following' changes every later occurrence of its series too.
 */
export type UpdateAppointmentInput = AppointmentFields & { id: string; scope?: AppointmentScope };
/** DELETE /api/appointments body: scope 'following' deletes every later occurrence of its series too. */
export interface DeleteAppointmentInput {
  id: string;
  scope?: AppointmentScope;
}
/** POST /api/recurring-appointments body. */
export type CreateRecurringAppointmentsInput = Omit<AppointmentFields, 'tip' | 'total_with_tax'> & {
  recurring_config: RecurringConfig;
};

export interface MonthAppointmentsParams {
  year: number;
  /** 1..12 */
  month: number;
  limit?: number;
  offset?: number;
  /** Only appointments of these statuses (none: every status). */
  statuses?: readonly AppointmentStatus[];
}

export interface MonthAppointmentsPage {
  appointments: AppointmentListItem[];
  total: number;
}

export interface RecurringAppointmentsCreated {
  message: string;
  total_appointments: number;
  recurring_group_id: string;
}

/** Every appointment list (scheduling's and the customer dialog's) lives under this key. */
export const appointmentsQueryKey = ['appointments'] as const;
// Conflict maps and the shell's dashboard cards change with every appointment write.
const conflictsKey = ['conflicts'] as const;
const dashboardKey = ['dashboard'] as const;

export function appointmentQueryKey(id: string) {
  return ['appointments', 'detail', id] as const;
}

export function monthAppointmentsQueryKey(year: number, month: number, offset = 0, statuses: readonly AppointmentStatus[] = []) {
  return statuses.length > 0 ? (['appointments', 'month', year, month, offset, statuses.join(',')] as const) : (['appointments', 'month', year, month, offset] as const);
}

/** GET /api/appointments?id= */
export function getAppointment(id: string, signal?: AbortSignal) {
  return apiRequest('/api/appointments', { query: { id }, schema: appointmentResponseSchema, signal });
}

/** GET /api/appointments?year&month&limit&offset[&status]: a month, a page (at most 200) at a time. */
export function getMonthAppointments(
  { year, month, limit = APPOINTMENTS_PAGE_SIZE, offset = 0, statuses = [] }: MonthAppointmentsParams,
  signal?: AbortSignal,
) {
  return apiRequest('/api/appointments', {
    query: { year, month, limit, offset, ...(statuses.length > 0 ? { status: statuses.join(',') } : {}) },
    schema: appointmentsMonthResponseSchema,
    signal,
  });
}

/** POST /api/appointments */
export function createAppointment(input: CreateAppointmentInput) {
  return apiRequest('/api/appointments', { method: 'POST', body: input, schema: appointmentResponseSchema });
}

/** PUT /api/appointments */
export function updateAppointment(input: UpdateAppointmentInput) {
  return apiRequest('/api/appointments', { method: 'PUT', body: input, schema: appointmentResponseSchema });
}

/** DELETE /api/appointments: the id (and scope) in the body. */
export function deleteAppointment(input: DeleteAppointmentInput) {
  return apiRequest('/api/appointments', { method: 'DELETE', body: input, schema: deletedResponseSchema });
}

/** POST /api/recurring-appointments: the whole series in one transaction. */
export function createRecurringAppointments(input: CreateRecurringAppointmentsInput) {
  return apiRequest('/api/recurring-appointments', {
    method: 'POST',
    body: input,
    schema: recurringAppointmentsResponseSchema,
  });
}

export function appointmentQueryOptions(id: string) {
  return queryOptions({
    queryKey: appointmentQueryKey(id),
    queryFn: async ({ signal }): Promise<AppointmentListItem> => (await unwrap(getAppointment(id, signal))).appointment,
  });
}

export function monthAppointmentsQueryOptions(params: MonthAppointmentsParams) {
  return queryOptions({
    queryKey: monthAppointmentsQueryKey(params.year, params.month, params.offset ?? 0, params.statuses),
    queryFn: async ({ signal }): Promise<MonthAppointmentsPage> => {
      const { appointments, total } = await unwrap(getMonthAppointments(params, signal));
      return { appointments, total };
    },
  });
}

export function allMonthAppointmentsQueryKey(year: number, month: number) {
  return ['appointments', 'month-all', year, month] as const;
}

/** Every appointment of a month (the calendar's days), read a page of 200 at a time until the total is reached. */
export function allMonthAppointmentsQueryOptions(year: number, month: number) {
  return queryOptions({
    queryKey: allMonthAppointmentsQueryKey(year, month),
    queryFn: async ({ signal }): Promise<AppointmentListItem[]> => {
      const appointments: AppointmentListItem[] = [];
      for (;;) {
        const page = await unwrap(getMonthAppointments({ year, month, offset: appointments.length }, signal));
        appointments.push(...page.appointments);
        if (page.appointments.length === 0 || appointments.length >= page.total) return appointments;
      }
    },
  });
}

/** Not awaited, so a mutation settles (and its screen moves on) without waiting for reloads. */
export function refreshAfterAppointmentChange(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: appointmentsQueryKey });
  void client.invalidateQueries({ queryKey: conflictsKey });
  void client.invalidateQueries({ queryKey: dashboardKey });
  // Free start times (the form's suggestions, staff's availability) depend on every appointment.
  void client.invalidateQueries({ queryKey: ['availability'] });
}

export function createAppointmentMutationOptions() {
  return mutationOptions({
    mutationKey: ['appointments', 'create'],
    mutationFn: async (input: CreateAppointmentInput) => unwrap(createAppointment(input)),
    onSuccess: (_saved, _input, _onMutateResult, { client }) => refreshAfterAppointmentChange(client),
  });
}

export function updateAppointmentMutationOptions() {
  return mutationOptions({
    mutationKey: ['appointments', 'update'],
    mutationFn: async (input: UpdateAppointmentInput) => unwrap(updateAppointment(input)),
    onSuccess: (_saved, _input, _onMutateResult, { client }) => refreshAfterAppointmentChange(client),
  });
}

/** A month's page without the appointment `id` (the same page when it is not on it). */
function withoutAppointment(page: MonthAppointmentsPage | undefined, id: string): MonthAppointmentsPage | undefined {
  if (!page?.appointments.some((appointment) => appointment.id === id)) return page;
  return { appointments: page.appointments.filter((appointment) => appointment.id !== id), total: page.total - 1 };
}

export function deleteAppointmentMutationOptions() {
  return mutationOptions({
    mutationKey: ['appointments', 'delete'],
    mutationFn: async (input: DeleteAppointmentInput): Promise<string> => (await unwrap(deleteAppointment(input))).message,
    onSuccess: (_message, { id }, _onMutateResult, { client }) => {
      client.removeQueries({ queryKey: appointmentQueryKey(id) });
      // The list the delete returns to shows its cached month first, while it reloads: without the row.
      client.setQueriesData<MonthAppointmentsPage>({ queryKey: [...appointmentsQueryKey, 'month'] }, (page) => withoutAppointment(page, id));
      refreshAfterAppointmentChange(client);
    },
  });
}

export function createRecurringAppointmentsMutationOptions() {
  return mutationOptions({
    mutationKey: ['appointments', 'create-recurring'],
    mutationFn: async (input: CreateRecurringAppointmentsInput): Promise<RecurringAppointmentsCreated> => {
      const { message, data } = await unwrap(createRecurringAppointments(input));
      return { message, ...data };
    },
    onSuccess: (_created, _input, _onMutateResult, { client }) => refreshAfterAppointmentChange(client),
  });
}
