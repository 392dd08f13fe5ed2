import type { Pet } from '@groombook/contracts';
import { formatCalendarDate, isIsoDate, todayIsoDate, vaccinationsExpiredOn } from '@groombook/domain';
import { Alert, Button, Group, Stack, Text } from '@groombook/ui';

export interface PetNoticesProps {
  pet: Pet;
  /** The appointment's date (YYYY-MM-DD); today while the field is not a date yet. */
  date: string;
  duration: number | string;
  onDurationChange: (minutes: number) => void;
}

/**
 * What the form knows of the chosen pet: a warning for each vaccination expired on the
 * appointment's date (booking stays allowed: the salon decides), and its usual duration as a
 * suggestion the user may take or ignore.
 */
export function PetNotices({ pet, date, duration, onDurationChange }: PetNoticesProps) {
  const day = isIsoDate(date) ? date : todayIsoDate();
  const expired = vaccinationsExpiredOn(pet.vaccinations, day);
  const usual = pet.usual_duration_minutes;
  return (
    <Stack gap="xs" mt="xs">
      {expired.length > 0 && (
        <Alert color="orange" variant="light" role="alert" title={`Vaccination warning: ${pet.name}`}>
          {expired.map((vaccination) => (
            <Text size="sm" key={`${vaccination.name}-${vaccination.expires_on}`}>
              {`${vaccination.name} expired on ${formatCalendarDate(vaccination.expires_on)}, before this appointment.`}
            </Text>
          ))}
        </Alert>
      )}
      {usual !== null && Number(duration) !== usual && (
        <Group gap="xs" role="status" aria-label="Duration suggestion">
          <Text size="sm">{`Usually ${usual} min`}</Text>
          <Button size="compact-xs" variant="light" onClick={() => onDurationChange(usual)} aria-label={`Use ${usual} min`}>
            Use
          </Button>
        </Group>
      )}
    </Stack>
  );
}
