import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { textBookingSuggestionQueryOptions } from '@groombook/api-client';
import type { TextBookingSuggestion } from '@groombook/contracts';
import { formatCalendarDate, formatTime12h } from '@groombook/domain';
import { addAppointmentFromTextPath } from '@groombook/routes';
import { Button, Card, Group, Stack, Text, Title } from '@groombook/ui';
import { useNavigate } from '@groombook/ui/router';

/**
 * Above the reply box: the appointment the customer's latest texts ask for, read by Fast
 * Appointment Entry's reader, with the nearest free times. It never books: "Open in appointment
 * form" opens the form filled in (the chosen time), and staff press Add there.
 */
export function BookingSuggestion({ customerId }: { customerId: string }) {
  const suggestion = useQuery(textBookingSuggestionQueryOptions(customerId));
  if (!suggestion.data) return null;
  const { text, free_times: free } = suggestion.data;
  return <SuggestionCard key={`${text}|${free.map((slot) => `${slot.time}/${slot.groomer_id}`).join()}`} suggestion={suggestion.data} />;
}

function SuggestionCard({ suggestion }: { suggestion: TextBookingSuggestion }) {
  const navigate = useNavigate();
  // The asked time, with the groomer named or free then; a free time chosen instead brings its groomer.
  const [chosen, setChosen] = useState(() => ({
    time: suggestion.time,
    groomerId: suggestion.groomer_id ?? suggestion.free_times.find((free) => free.time === suggestion.time)?.groomer_id ?? null,
  }));
  const { time } = chosen;
  const open = () =>
    void navigate(
      addAppointmentFromTextPath({
        customerId: suggestion.customer_id,
        dogName: suggestion.dog_name,
        date: suggestion.date,
        time,
        groomerId: chosen.groomerId,
        serviceIds: suggestion.services.map((service) => service.id),
      }),
      { state: { textBookingCustomer: suggestion.customer_name } },
    );
  const details = [
    ['Dog', suggestion.dog_name ?? 'Not named'],
    ['Day', suggestion.date ? formatCalendarDate(suggestion.date) : 'Not named'],
    ['Time', time ? formatTime12h(time) : 'Not named'],
    ['Services', suggestion.services.map((service) => service.name).join(', ') || 'Not named'],
    ...(suggestion.groomer_name ? [['Groomer', suggestion.groomer_name]] : []),
  ];
  return (
    <Card withBorder p="sm" aria-label="Suggested appointment" component="section">
      <Stack gap="xs">
        <Title order={3} size="h5">
          Suggested appointment
        </Title>
        <Group gap="lg">
          {details.map(([label, value]) => (
            <Text key={label} size="sm">
              <Text span fw={600}>{`${label}: `}</Text>
              {value}
            </Text>
          ))}
        </Group>
        {suggestion.date && (
          <Group gap="xs" aria-label="Nearest free times">
            <Text size="sm" c="dimmed">
              {suggestion.free_times.length > 0 ? 'Nearest free times:' : 'No free time that day'}
            </Text>
            {suggestion.free_times.map((free) => (
              <Button
                key={free.time}
                size="xs"
                variant={free.time === time ? 'filled' : 'light'}
                aria-pressed={free.time === time}
                title={free.groomer_name}
                onClick={() => setChosen({ time: free.time, groomerId: suggestion.groomer_id ?? free.groomer_id })}
              >
                {formatTime12h(free.time)}
              </Button>
            ))}
          </Group>
        )}
        <Group>
          <Button onClick={open}>Open in appointment form</Button>
        </Group>
      </Stack>
    </Card>
  );
}
