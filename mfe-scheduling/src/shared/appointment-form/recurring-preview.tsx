import { formatCalendarDate, recurringPreview } from '@groombook/domain';
import { Badge, Group, Stack, Text } from '@groombook/ui';

/** The first 20 dates of the series and a '+N more' badge for the rest. */
export function RecurringPreview({ dates }: { dates: readonly string[] }) {
  const { dates: shown, moreCount } = recurringPreview(dates);
  if (shown.length === 0) return null;
  return (
    <Stack gap={4} role="group" aria-label="Series preview">
      <Text size="sm" fw={500}>{`Preview: ${dates.length} appointment${dates.length === 1 ? '' : 's'}`}</Text>
      <Group gap={6}>
        {shown.map((date) => (
          <Badge key={date} variant="light" color="gray" tt="none">
            {formatCalendarDate(date)}
          </Badge>
        ))}
        {moreCount > 0 && <Badge variant="filled" tt="none">{`+${moreCount} more`}</Badge>}
      </Group>
    </Stack>
  );
}
