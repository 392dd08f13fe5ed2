import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  availabilityResponseSchema,
  closedDayResponseSchema,
  groomerHoursItemResponseSchema,
  groomerHoursResponseSchema,
  salonHoursResponseSchema,
  scheduleBlockResponseSchema,
  scheduleResponseSchema,
  timeOffItemResponseSchema,
  timeOffResponseSchema,
  type AvailabilityResponse,
  type ClosedDay,
  type GroomerHours,
  type ScheduleBlock,
  type ScheduleResponse,
  type SalonHoursResponse,
  type TimeOff,
  type WeeklyStretchBody,
} from '@groombook/contracts';
import { messageResponseSchema } from '@groombook/contracts/light';
import type { DogSize } from '@groombook/domain';
import { apiRequest, unwrap } from './client';
import { availabilityQueryKey, schedulesQueryKey } from './query-keys';

export { availabilityQueryKey, schedulesQueryKey } from './query-keys';



/** After a schedule change the calendar's days and the free times are read again. */
export function refreshAfterScheduleChange(client: QueryClient): Promise<void> {
  return Promise.all([client.invalidateQueries({ queryKey: schedulesQueryKey }), client.invalidateQueries({ queryKey: availabilityQueryKey })]).then(() => undefined);
}

/** GET /api/salon-hours: the opening hours per weekday and the closed days from today on. */
export function salonHoursQueryOptions() {
  return queryOptions({
    queryKey: [...schedulesQueryKey, 'salon-hours'] as const,
    queryFn: async ({ signal }): Promise<Omit<SalonHoursResponse, 'success'>> => {
      const { hours, closed_days } = await unwrap(apiRequest('/api/salon-hours', { schema: salonHoursResponseSchema, signal }));
      return { hours, closed_days };
    },
  });
}

/** PUT /api/salon-hours (admins): the whole week; a weekday left out is closed. */
export function updateSalonHoursMutationOptions() {
  return mutationOptions({
    mutationKey: ['salon-hours', 'update'],
    mutationFn: async (hours: WeeklyStretchBody[]) => unwrap(apiRequest('/api/salon-hours', { method: 'PUT', body: { hours }, schema: salonHoursResponseSchema })),
    onSuccess: (_answer, _input, _onMutateResult, { client }) => refreshAfterScheduleChange(client),
  });
}

/** POST /api/closed-days (admins). */
export function createClosedDayMutationOptions() {
  return mutationOptions({
    mutationKey: ['closed-days', 'create'],
    mutationFn: async (input: { date: string; reason?: string | null }): Promise<ClosedDay> =>
      (await unwrap(apiRequest('/api/closed-days', { method: 'POST', body: input, schema: closedDayResponseSchema }))).closed_day,
    onSuccess: (_answer, _input, _onMutateResult, { client }) => refreshAfterScheduleChange(client),
  });
}

/** DELETE /api/closed-days (admins). */
export function deleteClosedDayMutationOptions() {
  return mutationOptions({
    mutationKey: ['closed-days', 'delete'],
    mutationFn: async (id: string) => (await unwrap(apiRequest('/api/closed-days', { method: 'DELETE', body: { id }, schema: messageResponseSchema }))).message,
    onSuccess: (_answer, _input, _onMutateResult, { client }) => refreshAfterScheduleChange(client),
  });
}

/** GET /api/groomer-hours: every groomer's hours (null: the salon's) and breaks. */
export function groomerHoursQueryOptions() {
  return queryOptions({
    queryKey: [...schedulesQueryKey, 'groomer-hours'] as const,
    queryFn: async ({ signal }): Promise<GroomerHours[]> => (await unwrap(apiRequest('/api/groomer-hours', { schema: groomerHoursResponseSchema, signal }))).groomers,
  });
}

/** PUT /api/groomer-hours (admins): one groomer's hours and breaks. */
export function updateGroomerHoursMutationOptions() {
  return mutationOptions({
    mutationKey: ['groomer-hours', 'update'],
    mutationFn: async (input: { groomer_id: string; hours: WeeklyStretchBody[] | null; breaks: WeeklyStretchBody[] }) =>
      (await unwrap(apiRequest('/api/groomer-hours', { method: 'PUT', body: input, schema: groomerHoursItemResponseSchema }))).groomer,
    onSuccess: (_answer, _input, _onMutateResult, { client }) => refreshAfterScheduleChange(client),
  });
}

/** GET /api/time-off?from=&to=[&groomer_id=]: time off overlapping those days. */
export function timeOffQueryOptions(from: string, to: string, groomerId?: string) {
  return queryOptions({
    queryKey: [...schedulesQueryKey, 'time-off', from, to, groomerId ?? null] as const,
    queryFn: async ({ signal }): Promise<TimeOff[]> =>
      (await unwrap(apiRequest('/api/time-off', { query: { from, to, ...(groomerId ? { groomer_id: groomerId } : {}) }, schema: timeOffResponseSchema, signal }))).time_off,
  });
}

/** POST /api/time-off (admins). */
export function createTimeOffMutationOptions() {
  return mutationOptions({
    mutationKey: ['time-off', 'create'],
    mutationFn: async (input: { groomer_id: string; starts_on: string; ends_on: string; reason?: string | null }): Promise<TimeOff> =>
      (await unwrap(apiRequest('/api/time-off', { method: 'POST', body: input, schema: timeOffItemResponseSchema }))).time_off,
    onSuccess: (_answer, _input, _onMutateResult, { client }) => refreshAfterScheduleChange(client),
  });
}

/** DELETE /api/time-off (admins). */
export function deleteTimeOffMutationOptions() {
  return mutationOptions({
    mutationKey: ['time-off', 'delete'],
    mutationFn: async (id: string) => (await unwrap(apiRequest('/api/time-off', { method: 'DELETE', body: { id }, schema: messageResponseSchema }))).message,
    onSuccess: (_answer, _input, _onMutateResult, { client }) => refreshAfterScheduleChange(client),
  });
}

/** GET /api/schedule?from=&to=: each day's opening and working stretches, and the blocks (the calendar's shading). */
export function scheduleQueryOptions(from: string, to: string) {
  return queryOptions({
    queryKey: [...schedulesQueryKey, 'days', from, to] as const,
    queryFn: async ({ signal }): Promise<Omit<ScheduleResponse, 'success'>> => {
      const { days, blocks } = await unwrap(apiRequest('/api/schedule', { query: { from, to }, schema: scheduleResponseSchema, signal }));
      return { days, blocks };
    },
  });
}

export type ScheduleBlockInput = Omit<ScheduleBlock, 'id'>;

/** POST /api/schedule-blocks: "Block time" for a groomer (lunch, training). */
export function createScheduleBlockMutationOptions() {
  return mutationOptions({
    mutationKey: ['schedule-blocks', 'create'],
    mutationFn: async (input: ScheduleBlockInput): Promise<ScheduleBlock> =>
      (await unwrap(apiRequest('/api/schedule-blocks', { method: 'POST', body: input, schema: scheduleBlockResponseSchema }))).block,
    onSuccess: (_answer, _input, _onMutateResult, { client }) => refreshAfterScheduleChange(client),
  });
}

/** PUT /api/schedule-blocks: a block moved or changed. */
export function updateScheduleBlockMutationOptions() {
  return mutationOptions({
    mutationKey: ['schedule-blocks', 'update'],
    mutationFn: async (input: ScheduleBlock): Promise<ScheduleBlock> =>
      (await unwrap(apiRequest('/api/schedule-blocks', { method: 'PUT', body: input, schema: scheduleBlockResponseSchema }))).block,
    onSuccess: (_answer, _input, _onMutateResult, { client }) => refreshAfterScheduleChange(client),
  });
}

/** DELETE /api/schedule-blocks. */
export function deleteScheduleBlockMutationOptions() {
  return mutationOptions({
    mutationKey: ['schedule-blocks', 'delete'],
    mutationFn: async (id: string) => (await unwrap(apiRequest('/api/schedule-blocks', { method: 'DELETE', body: { id }, schema: messageResponseSchema }))).message,
    onSuccess: (_answer, _input, _onMutateResult, { client }) => refreshAfterScheduleChange(client),
  });
}

export interface AvailabilityInputQuery {
  date: string;
  services: readonly string[];
  dogSize: DogSize;
  groomerId?: string;
  excludeAppointmentId?: string;
}

/** GET /api/availability: the free start times of a day per groomer, for the chosen services at the dog's size. */
export function availabilityQueryOptions(query: AvailabilityInputQuery) {
  const params: Record<string, string> = { date: query.date, services: query.services.join(','), dog_size: query.dogSize };
  if (query.groomerId) params.groomer_id = query.groomerId;
  if (query.excludeAppointmentId) params.exclude_appointment_id = query.excludeAppointmentId;
  return queryOptions({
    queryKey: [...availabilityQueryKey, params] as const,
    queryFn: async ({ signal }): Promise<Omit<AvailabilityResponse, 'success'>> => {
      const { date, duration_minutes, groomers } = await unwrap(apiRequest('/api/availability', { query: params, schema: availabilityResponseSchema, signal }));
      return { date, duration_minutes, groomers };
    },
  });
}
