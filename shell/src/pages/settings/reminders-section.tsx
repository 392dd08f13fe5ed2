import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { reminderSettingsQueryOptions, updateReminderSettingsMutationOptions } from '@groombook/api-client/reminder-settings';
import { updateReminderSettingsRequestSchema, type ReminderSettingsResponse } from '@groombook/contracts/reminder-settings';
import { DEFAULT_REMINDER_TEMPLATE, MAX_REMINDER_RULES } from '@groombook/domain';
import { Alert, Button, Card, FailureAlert, Group, LoadingState, showFeedback, Stack, successFeedback, Text, Title } from '@groombook/ui';
import { ReminderEditor, type ReminderDraft, type ReminderErrors } from './reminder-editor';

type Saved = ReminderSettingsResponse['reminders'][number];

const draftOf = (rule: Saved): ReminderDraft =>
  rule.kind === 'day_before' ? { kind: 'day_before', time: rule.time, hours_before: 24, template: rule.template } : { kind: 'hours_before', time: '10:00', hours_before: rule.hours_before, template: rule.template };

const bodyOf = (draft: ReminderDraft) =>
  draft.kind === 'day_before'
    ? { kind: draft.kind, time: draft.time, template: draft.template }
    : { kind: draft.kind, hours_before: draft.hours_before === '' ? Number.NaN : Number(draft.hours_before), template: draft.template };

/**
 * Which reminders go out before each appointment (up to three: the day before at a time, or a
 * number of hours before) and their words, each with its segment count and a preview from a
 * real upcoming appointment. Saved as a whole list.
 */
export function RemindersSection() {
  const settings = useQuery(reminderSettingsQueryOptions());
  const save = useMutation(updateReminderSettingsMutationOptions());
  const [draft, setDraft] = useState<ReminderDraft[] | null>(null);
  const [errors, setErrors] = useState<ReminderErrors[]>([]);
  const [listError, setListError] = useState<string | null>(null);
  const list = draft ?? settings.data?.map(draftOf) ?? null;

  const change = (index: number, update: Partial<ReminderDraft>) => list && setDraft(list.map((item, at) => (at === index ? { ...item, ...update } : item)));
  const remove = (index: number) => list && setDraft(list.filter((_, at) => at !== index));
  const add = () => list && setDraft([...list, { kind: 'hours_before', time: '10:00', hours_before: 2, template: DEFAULT_REMINDER_TEMPLATE }]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!list || save.isPending) return;
    const parsed = updateReminderSettingsRequestSchema.safeParse({ reminders: list.map(bodyOf) });
    if (!parsed.success) {
      const found: ReminderErrors[] = [];
      let whole: string | null = null;
      for (const issue of parsed.error.issues) {
        const [, index, field] = issue.path;
        if (typeof index !== 'number') {
          whole ??= issue.message;
          continue;
        }
        const key = field === 'template' ? 'template' : 'timing';
        found[index] = { ...found[index], [key]: found[index]?.[key] ?? issue.message };
      }
      setErrors(found);
      setListError(whole);
      return;
    }
    setErrors([]);
    setListError(null);
    save.mutate(parsed.data.reminders, {
      onSuccess: () => {
        setDraft(null);
        showFeedback(successFeedback('Reminders saved'));
      },
    });
  };

  return (
    <Card withBorder maw={640}>
      <form onSubmit={submit} noValidate aria-labelledby="reminders-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="reminders-title">
            Reminders
          </Title>
          <Text size="sm" c="dimmed">
            Texts sent to customers before each appointment, at the salon&apos;s time.
          </Text>
          {settings.isPending && <LoadingState label="Loading the reminders..." />}
          {settings.isError && <FailureAlert title="Failed to load the reminders" error={settings.error} />}
          {save.isError && <FailureAlert title="Failed to save the reminders" error={save.error} />}
          {listError && <Alert color="red">{listError}</Alert>}
          {list && (
            <>
              {list.length === 0 && <Text size="sm">No reminders are sent.</Text>}
              {list.map((item, index) => (
                <ReminderEditor key={index} index={index} draft={item} errors={errors[index] ?? {}} onChange={(update) => change(index, update)} onRemove={() => remove(index)} />
              ))}
              <Group>
                <Button variant="default" onClick={add} disabled={list.length >= MAX_REMINDER_RULES}>
                  Add reminder
                </Button>
                <Button type="submit" loading={save.isPending}>
                  Save reminders
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </form>
    </Card>
  );
}
