import { MutationObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { previewReminderMutationOptions, reminderSettingsQueryKey, reminderSettingsQueryOptions, updateReminderSettingsMutationOptions } from './reminder-settings';
import { answer, stubFetchAndQueries } from './testing/stub-fetch';

const RULES = [
  { kind: 'day_before', time: '10:00', template: 'See {pet_name} tomorrow at {time}' },
  { kind: 'hours_before', hours_before: 2, template: '{salon}: see you soon' },
] as const;

describe('the reminder settings calls', () => {
  const { fetchMock, client, lastCall } = stubFetchAndQueries();

  it('reads the reminders from GET /api/reminder-settings', async () => {
    fetchMock.mockImplementation(async () => answer(200, { success: true, reminders: RULES }));
    await expect(client.fetchQuery(reminderSettingsQueryOptions())).resolves.toEqual(RULES);
    expect(lastCall()).toEqual({ url: '/api/reminder-settings', method: 'GET', body: undefined });
  });

  it('saves the whole list in one PUT and keeps the answer as the settings', async () => {
    fetchMock.mockImplementation(async () => answer(200, { success: true, reminders: RULES }));
    await new MutationObserver(client, updateReminderSettingsMutationOptions()).mutate([...RULES]);
    expect(lastCall()).toEqual({ url: '/api/reminder-settings', method: 'PUT', body: { reminders: RULES } });
    expect(client.getQueryData(reminderSettingsQueryKey)).toEqual(RULES);
  });

  it('previews a template with POST /api/reminder-settings/preview', async () => {
    fetchMock.mockImplementation(async () => answer(200, { success: true, text: 'See Rex tomorrow at 2:30 PM', segments: 1, encoding: 'gsm', appointment_id: 'a-1' }));
    const preview = await new MutationObserver(client, previewReminderMutationOptions()).mutate({ template: RULES[0].template });
    expect(preview).toEqual({ text: 'See Rex tomorrow at 2:30 PM', segments: 1, encoding: 'gsm', appointment_id: 'a-1' });
    expect(lastCall()).toEqual({ url: '/api/reminder-settings/preview', method: 'POST', body: { template: RULES[0].template } });
  });
});
