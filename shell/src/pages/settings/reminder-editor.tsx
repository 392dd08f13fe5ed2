import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { previewReminderMutationOptions } from '@groombook/api-client/reminder-settings';
import {
  MESSAGE_TEMPLATE_FIELDS,
  REMINDER_HOURS_BEFORE,
  smsSegments,
  templateAtFullLength,
  unknownTemplateFields,
  unknownTemplateFieldsMessage,
} from '@groombook/domain';
import { Button, Card, FailureAlert, Group, NativeSelect, Stack, Text, TextInput } from '@groombook/ui';
import { NumberInput, Textarea } from '@groombook/ui/controls';

/** One reminder as the form holds it: both timings' values kept, so switching back loses nothing. */
export interface ReminderDraft {
  kind: 'day_before' | 'hours_before';
  time: string;
  hours_before: number | string;
  template: string;
}
export type ReminderErrors = Partial<Record<'timing' | 'template', string>>;

const KINDS = [
  { value: 'day_before', label: 'The day before at' },
  { value: 'hours_before', label: 'Hours before' },
];

/** "1 SMS segment · 142 characters": the template's length with every field at its full width. */
export function segmentCount(template: string): string {
  const { segments, units } = smsSegments(templateAtFullLength(template));
  return `${segments} SMS ${segments === 1 ? 'segment' : 'segments'} · ${units} ${units === 1 ? 'character' : 'characters'}`;
}

/** The unknown-field refusal, shown under the text as it is typed. */
export function templateError(template: string): string | undefined {
  const unknown = unknownTemplateFields(template);
  return unknown.length > 0 ? unknownTemplateFieldsMessage(unknown) : undefined;
}

/** One reminder: its timing, its words (fields insertable as chips), the live segment count, and a preview. */
export function ReminderEditor({
  index,
  draft,
  errors,
  onChange,
  onRemove,
}: {
  index: number;
  draft: ReminderDraft;
  errors: ReminderErrors;
  onChange: (change: Partial<ReminderDraft>) => void;
  onRemove: () => void;
}) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const preview = useMutation(previewReminderMutationOptions());
  const label = `Reminder ${index + 1}`;

  const insert = (field: string) => {
    const element = textarea.current;
    const at = element ? element.selectionStart : draft.template.length;
    const end = element ? element.selectionEnd : at;
    onChange({ template: `${draft.template.slice(0, at)}{${field}}${draft.template.slice(end)}` });
    element?.focus();
  };

  return (
    <Card withBorder padding="sm" aria-label={label} component="section">
      <Stack gap="xs">
        <Group align="flex-end" wrap="wrap">
          <NativeSelect label={`${label}: when`} data={KINDS} value={draft.kind} onChange={(event) => onChange({ kind: event.currentTarget.value as ReminderDraft['kind'] })} />
          {draft.kind === 'day_before' ? (
            <TextInput type="time" label="Time" value={draft.time} onChange={(event) => onChange({ time: event.currentTarget.value })} error={errors.timing} w={140} />
          ) : (
            <NumberInput
              label="Hours before"
              min={REMINDER_HOURS_BEFORE.min}
              max={REMINDER_HOURS_BEFORE.max}
              allowDecimal={false}
              value={draft.hours_before}
              onChange={(value) => onChange({ hours_before: value })}
              error={errors.timing}
              w={140}
            />
          )}
          <Button variant="subtle" color="red" onClick={onRemove}>
            Remove
          </Button>
        </Group>
        <Textarea
          ref={textarea}
          label={`${label}: text`}
          rows={4}
          value={draft.template}
          onChange={(event) => onChange({ template: event.currentTarget.value })}
          error={templateError(draft.template) ?? errors.template}
          description={segmentCount(draft.template)}
        />
        <Group gap="xs" aria-label="Insert a field">
          {MESSAGE_TEMPLATE_FIELDS.map((field) => (
            <Button key={field} size="compact-xs" variant="light" radius="xl" onClick={() => insert(field)}>
              {`{${field}}`}
            </Button>
          ))}
        </Group>
        <Group>
          <Button variant="default" size="xs" loading={preview.isPending} disabled={templateError(draft.template) !== undefined} onClick={() => preview.mutate({ template: draft.template })}>
            Preview
          </Button>
        </Group>
        {preview.isError && <FailureAlert title="Failed to preview the reminder" error={preview.error} />}
        {preview.data && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} aria-label={`${label}: preview`}>
            {preview.data.text}
            <Text span size="xs" c="dimmed">
              {` (${preview.data.appointment_id ? 'from the next upcoming appointment' : 'a sample: no upcoming appointment'}; ${preview.data.segments} SMS ${preview.data.segments === 1 ? 'segment' : 'segments'})`}
            </Text>
          </Text>
        )}
      </Stack>
    </Card>
  );
}
