import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { groomerHoursQueryOptions, salonHoursQueryOptions, updateGroomerHoursMutationOptions } from '@groombook/api-client';
import { updateGroomerHoursRequestSchema, type Groomer, type WeeklyStretchBody } from '@groombook/contracts';
import { DEFAULT_SALON_HOURS } from '@groombook/domain';
import { Alert, Button, FailureAlert, Group, LoadingState, showFeedback, Stack, successFeedback, Switch, Title } from '@groombook/ui';
import { endsAfterStart, stretchesOf, weekHoursFrom, WeeklyHoursEditor, type WeekHours } from '@groombook/ui/controls';
import { ENDS_BEFORE_STARTS, GroomerBreaksEditor } from './groomer-breaks-editor';

const LABELS = { open: 'Works', start: 'Starts', end: 'Ends' };

export interface GroomerHoursFormProps {
  groomer: Groomer;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * A groomer's week: the salon's opening hours, or their own per weekday (a weekday not worked is
 * a day off), and their breaks. Their own hours start from the salon's. Saved at once; the toast
 * names the groomer.
 */
export function GroomerHoursForm({ groomer, onSaved, onCancel }: GroomerHoursFormProps) {
  const weeks = useQuery(groomerHoursQueryOptions());
  const salon = useQuery(salonHoursQueryOptions());
  const save = useMutation(updateGroomerHoursMutationOptions());
  const stored = weeks.data?.find((week) => week.groomer_id === groomer.id) ?? { groomer_id: groomer.id, hours: null, breaks: [] };
  // null: as stored (their own hours start from the salon's).
  const [ownHours, setOwnHours] = useState<boolean | null>(null);
  const [week, setWeek] = useState<WeekHours | null>(null);
  const [breaks, setBreaks] = useState<WeeklyStretchBody[] | null>(null);
  const [tried, setTried] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  if (weeks.isPending) return <LoadingState label="Loading hours..." />;
  if (weeks.isError) return <FailureAlert title="Failed to load the groomer's hours" error={weeks.error} />;

  const currentOwn = ownHours ?? stored.hours !== null;
  const currentWeek = week ?? weekHoursFrom(stored.hours ?? salon.data?.hours ?? DEFAULT_SALON_HOURS);
  const currentBreaks = breaks ?? stored.breaks;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setTried(true);
    const hours = currentOwn ? stretchesOf(currentWeek) : null;
    if ((hours && !hours.every(endsAfterStart)) || !currentBreaks.every(endsAfterStart)) return;
    const parsed = updateGroomerHoursRequestSchema.safeParse({ groomer_id: groomer.id, hours, breaks: currentBreaks });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Hours are not valid');
      return;
    }
    setProblem(null);
    save.mutate(parsed.data, {
      onSuccess: () => {
        showFeedback(successFeedback(`Hours saved for ${groomer.name}`));
        onSaved();
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={`Working hours of ${groomer.name}`}>
      <Stack gap="md">
        <Title order={3} size="h5">
          Working hours
        </Title>
        <Switch
          label="Works the salon's opening hours"
          checked={!currentOwn}
          onChange={(event) => setOwnHours(!event.currentTarget.checked)}
          data-autofocus
        />
        {currentOwn && (
          <WeeklyHoursEditor value={currentWeek} onChange={setWeek} labels={LABELS} orderError={ENDS_BEFORE_STARTS} showErrors={tried} />
        )}
        <Title order={3} size="h5">
          Breaks
        </Title>
        <GroomerBreaksEditor value={currentBreaks} onChange={setBreaks} showErrors={tried} />
        {problem && (
          <Alert color="red" role="alert" title="Failed to save hours">
            {problem}
          </Alert>
        )}
        {save.isError && <FailureAlert title="Failed to save hours" error={save.error} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save hours
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
