import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { createClosedDayMutationOptions, deleteClosedDayMutationOptions, salonHoursQueryOptions } from '@groombook/api-client';
import { createClosedDayRequestSchema } from '@groombook/contracts';
import { formatCalendarDate } from '@groombook/domain';
import { Button, Card, FailureAlert, Group, LoadingState, showFeedback, Stack, successFeedback, Text, TextInput, Title } from '@groombook/ui';
import { Table, TableHeader } from '@groombook/ui/table';

type FieldErrors = Partial<Record<'date' | 'reason', string>>;

/** Days the salon is closed (holidays): nobody can book them. Admins add and delete them; the list starts today. */
export function ClosedDaysSection() {
  const salon = useQuery(salonHoursQueryOptions());
  const create = useMutation(createClosedDayMutationOptions());
  const remove = useMutation(deleteClosedDayMutationOptions());
  const [date, setDate] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const parsed = createClosedDayRequestSchema.safeParse({ date, reason: reason.trim() === '' ? null : reason });
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'date' || field === 'reason') && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (day) => {
        setDate('');
        setReason('');
        showFeedback(successFeedback(`Closed day added: ${formatCalendarDate(day.date)}`));
      },
    });
  };

  const deleteDay = (id: string, label: string) => {
    if (remove.isPending) return;
    remove.mutate(id, { onSuccess: () => showFeedback(successFeedback(`Closed day deleted: ${label}`)) });
  };

  const days = salon.data?.closed_days ?? [];
  return (
    <Card withBorder maw={640}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Closed days
        </Title>
        {salon.isPending && <LoadingState label="Loading the closed days..." />}
        {salon.isError && <FailureAlert title="Failed to load the closed days" error={salon.error} />}
        {remove.isError && <FailureAlert title="Failed to delete the closed day" error={remove.error} />}
        {salon.isSuccess &&
          (days.length === 0 ? (
            <Text size="sm" c="dimmed">
              No closed days coming up.
            </Text>
          ) : (
            <Table aria-label="Closed days">
              <TableHeader columns={['Date', 'Reason']} actions />
              <Table.Tbody>
                {days.map((day) => {
                  const label = formatCalendarDate(day.date);
                  return (
                    <Table.Tr key={day.id}>
                      <Table.Td>{label}</Table.Td>
                      <Table.Td style={{ wordBreak: 'break-word' }}>{day.reason ?? ''}</Table.Td>
                      <Table.Td>
                        <Group justify="flex-end">
                          <Button
                            variant="light"
                            color="red"
                            size="xs"
                            aria-label={`Delete closed day ${label}`}
                            loading={remove.isPending && remove.variables === day.id}
                            onClick={() => deleteDay(day.id, label)}
                          >
                            Delete
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          ))}
        <form onSubmit={submit} noValidate aria-label="Add closed day">
          <Stack gap="sm">
            {create.isError && <FailureAlert title="Failed to add the closed day" error={create.error} />}
            <Group align="flex-start" wrap="wrap">
              <TextInput type="date" label="Date" required value={date} onChange={(event) => setDate(event.currentTarget.value)} error={errors.date} w={{ base: '100%', xs: 180 }} />
              <TextInput
                label="Reason (optional)"
                placeholder="Holiday"
                maxLength={200}
                value={reason}
                onChange={(event) => setReason(event.currentTarget.value)}
                error={errors.reason}
                style={{ flex: 1, minWidth: 180 }}
              />
            </Group>
            <Group>
              <Button type="submit" variant="light" loading={create.isPending}>
                Add closed day
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
