import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { reminderPreviewResponseSchema, reminderSettingsResponseSchema, type ReminderPreviewResponse, type ReminderRuleBody } from '@groombook/contracts/reminder-settings';
import { apiRequest, unwrap } from './client';

/*
 * `@groombook/api-client/reminder-settings`, apart from the index: its contracts are not in the
 * shared ones, and only the Settings page, loaded when opened, calls these endpoints.
 */

export const reminderSettingsQueryKey = ['reminder-settings'] as const;

/** GET /api/reminder-settings (admins): which reminders go out before an appointment, in what words. */
export function reminderSettingsQueryOptions() {
  return queryOptions({
    queryKey: reminderSettingsQueryKey,
    queryFn: async ({ signal }) => (await unwrap(apiRequest('/api/reminder-settings', { schema: reminderSettingsResponseSchema, signal }))).reminders,
  });
}

/** PUT /api/reminder-settings (admins): the whole list at once. */
export function updateReminderSettingsMutationOptions() {
  return mutationOptions({
    mutationKey: ['reminder-settings', 'update'],
    mutationFn: async (reminders: ReminderRuleBody[]) =>
      (await unwrap(apiRequest('/api/reminder-settings', { method: 'PUT', body: { reminders }, schema: reminderSettingsResponseSchema }))).reminders,
    onSuccess: (reminders, _input, _onMutateResult, { client }) => client.setQueryData(reminderSettingsQueryKey, reminders),
  });
}

/** POST /api/reminder-settings/preview (admins): the template filled from the next upcoming appointment (or a sample); writes nothing. */
export function previewReminderMutationOptions() {
  return mutationOptions({
    mutationKey: ['reminder-settings', 'preview'],
    mutationFn: async (input: { template: string; appointment_id?: string }): Promise<Omit<ReminderPreviewResponse, 'success'>> => {
      const { success: _success, ...preview } = await unwrap(apiRequest('/api/reminder-settings/preview', { method: 'POST', body: input, schema: reminderPreviewResponseSchema }));
      return preview;
    },
  });
}
