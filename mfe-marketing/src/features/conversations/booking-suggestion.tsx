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
  return <SuggestionCard key={`${suggestion.data.text}|${suggestion.data.free_times.join()}`} suggestion={suggestion.data} />;
}

function SuggestionCard({ suggestion }: { suggestion: TextBookingSuggestion }) {
  const navigate = useNavigate();
  const [time, setTime] = useState(suggestion.time);
  const open = () =>
    void navigate(
      addAppointmentFromTextPath({
        customerId: suggestion.customer_id,
        dogName: suggestion.dog_name,
        date: suggestion.date,
        time,
        groomerId: suggestion.groomer_id,
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
              <Button key={free} size="xs" variant={free === time ? 'filled' : 'light'} aria-pressed={free === time} onClick={() => setTime(free)}>
                {formatTime12h(free)}
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
