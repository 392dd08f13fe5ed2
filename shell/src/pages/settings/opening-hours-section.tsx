import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { salonHoursQueryOptions, updateSalonHoursMutationOptions } from '@groombook/api-client';
import { updateSalonHoursRequestSchema } from '@groombook/contracts';
import { Alert, Button, Card, FailureAlert, Group, LoadingState, showFeedback, Stack, successFeedback, Text, Title } from '@groombook/ui';
import { endsAfterStart, stretchesOf, weekHoursFrom, WeeklyHoursEditor, type WeekHours } from '@groombook/ui/controls';

const LABELS = { open: 'Open', start: 'Opens', end: 'Closes' };
export const CLOSES_BEFORE_OPENS = 'Closes must be after Opens';

/**
 * The salon's opening hours per weekday, which online booking and the groomers who work the
 * salon's hours follow. Saved as a whole week: a weekday left unticked is closed.
 */
export function OpeningHoursSection() {
  const salon = useQuery(salonHoursQueryOptions());
  const save = useMutation(updateSalonHoursMutationOptions());
  const [draft, setDraft] = useState<WeekHours | null>(null);
  const [tried, setTried] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const week = draft ?? (salon.data ? weekHoursFrom(salon.data.hours) : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!week || save.isPending) return;
    setTried(true);
    const hours = stretchesOf(week);
    if (!hours.every(endsAfterStart)) return;
    const parsed = updateSalonHoursRequestSchema.safeParse({ hours });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Opening hours are not valid');
      return;
    }
    setProblem(null);
    save.mutate(parsed.data.hours, {
      onSuccess: () => {
        setDraft(null);
        setTried(false);
        showFeedback(successFeedback('Opening hours saved'));
      },
    });
  };

  return (
    <Card withBorder maw={640}>
      <form onSubmit={submit} noValidate aria-labelledby="opening-hours-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="opening-hours-title">
            Opening hours
          </Title>
          <Text size="sm" c="dimmed">
            Online booking offers times within these hours, and groomers without hours of their own work them.
          </Text>
          {salon.isPending && <LoadingState label="Loading the opening hours..." />}
          {salon.isError && <FailureAlert title="Failed to load the opening hours" error={salon.error} />}
          {problem && (
            <Alert color="red" role="alert" title="Failed to save the opening hours">
              {problem}
            </Alert>
          )}
          {save.isError && <FailureAlert title="Failed to save the opening hours" error={save.error} />}
          {week && (
            <>
              <WeeklyHoursEditor value={week} onChange={setDraft} labels={LABELS} orderError={CLOSES_BEFORE_OPENS} showErrors={tried} />
              <Group>
                <Button type="submit" loading={save.isPending}>
                  Save opening hours
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </form>
    </Card>
  );
}
