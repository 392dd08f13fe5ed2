import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { createTimeOffMutationOptions, deleteTimeOffMutationOptions, timeOffQueryOptions } from '@groombook/api-client';
import { createTimeOffRequestSchema, type Groomer, type TimeOff } from '@groombook/contracts';
import { formatCalendarDate } from '@groombook/domain';
import { Button, FailureAlert, Group, LoadingState, Paper, showFeedback, SimpleGrid, Stack, successFeedback, Text, TextInput, Title } from '@groombook/ui';
import { upcomingTimeOffRange } from './upcoming-time-off';

type Field = 'starts_on' | 'ends_on' | 'reason';
type FieldErrors = Partial<Record<Field, string>>;

function daysText(entry: Pick<TimeOff, 'starts_on' | 'ends_on'>): string {
  const first = formatCalendarDate(entry.starts_on);
  return entry.starts_on === entry.ends_on ? first : `${first} - ${formatCalendarDate(entry.ends_on)}`;
}

/**
 * A groomer's time off from today on (holidays, sick days): listed, added (first and last day
 * included; the last left empty is the first) and deleted. Each change is saved at once.
 */
export function GroomerTimeOff({ groomer }: { groomer: Groomer }) {
  const range = upcomingTimeOffRange();
  const list = useQuery(timeOffQueryOptions(range.from, range.to, groomer.id));
  const create = useMutation(createTimeOffMutationOptions());
  const remove = useMutation(deleteTimeOffMutationOptions());
  const [draft, setDraft] = useState({ starts_on: '', ends_on: '', reason: '' });
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const parsed = createTimeOffRequestSchema.safeParse({
      groomer_id: groomer.id,
      starts_on: draft.starts_on,
      ends_on: draft.ends_on || draft.starts_on,
      reason: draft.reason.trim() === '' ? null : draft.reason,
    });
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (added) => {
        setDraft({ starts_on: '', ends_on: '', reason: '' });
        showFeedback(successFeedback(`Time off added for ${groomer.name}: ${daysText(added)}`));
      },
    });
  };

  const deleteEntry = (entry: TimeOff) => {
    if (remove.isPending) return;
    remove.mutate(entry.id, { onSuccess: () => showFeedback(successFeedback(`Time off deleted for ${groomer.name}: ${daysText(entry)}`)) });
  };

  const edit = (field: Field) => (event: { currentTarget: HTMLInputElement }) => setDraft({ ...draft, [field]: event.currentTarget.value });

  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        Time off
      </Title>
      {list.isPending && <LoadingState label="Loading time off..." />}
      {list.isError && <FailureAlert title="Failed to load time off" error={list.error} />}
      {remove.isError && <FailureAlert title="Failed to delete time off" error={remove.error} />}
      {list.isSuccess &&
        (list.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            No time off coming up.
          </Text>
        ) : (
          <Stack gap="xs" component="ul" aria-label={`Time off of ${groomer.name}`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {list.data.map((entry) => (
              <Paper key={entry.id} component="li" withBorder p="xs">
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600}>
                      {daysText(entry)}
                    </Text>
                    {entry.reason && (
                      <Text size="sm" c="dimmed" style={{ wordBreak: 'break-word' }}>
                        {entry.reason}
                      </Text>
                    )}
                  </div>
                  <Button
                    variant="light"
                    color="red"
                    size="xs"
                    aria-label={`Delete time off ${daysText(entry)}`}
                    loading={remove.isPending && remove.variables === entry.id}
                    onClick={() => deleteEntry(entry)}
                  >
                    Delete
                  </Button>
                </Group>
              </Paper>
            ))}
          </Stack>
        ))}
      <form onSubmit={submit} noValidate aria-label="Add time off">
        <Stack gap="sm">
          {create.isError && <FailureAlert title="Failed to add time off" error={create.error} />}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
            <TextInput type="date" label="First day" required value={draft.starts_on} onChange={edit('starts_on')} error={errors.starts_on} />
            <TextInput type="date" label="Last day" description="Empty: the first day only" value={draft.ends_on} onChange={edit('ends_on')} error={errors.ends_on} />
          </SimpleGrid>
          <TextInput label="Reason (optional)" placeholder="Vacation" maxLength={200} value={draft.reason} onChange={edit('reason')} error={errors.reason} />
          <Group>
            <Button type="submit" variant="light" loading={create.isPending}>
              Add time off
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
