import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { bookingRequestsQueryOptions } from '@groombook/api-client';
import { formatCalendarDate, formatTime12h } from '@groombook/domain';
import { ROUTES } from '@groombook/routes';
import { Anchor, Card, FailureAlert, Stack, Text, Title } from '@groombook/ui';
import { Link } from '@groombook/ui/router';

/** How many waiting requests Home lists; the Booking Requests page has them all. */
const SHOWN = 5;

/** The slots customers asked for on the booking page, waiting for the salon's answer (staff and admins). */
export function PendingRequests() {
  const titleId = useId();
  const pending = useQuery({ ...bookingRequestsQueryOptions('pending'), retry: false });
  const requests = pending.data ?? [];
  return (
    <Card withBorder component="section" aria-labelledby={titleId} p="sm">
      <Title order={3} id={titleId} fz="md" fw={600}>
        <Link to={ROUTES.bookingRequests.path}>
          Booking Requests
        </Link>
      </Title>
      {pending.isPending && <Text size="sm">Loading...</Text>}
      {pending.isError && <FailureAlert title="Failed to load booking requests" error={pending.error} />}
      {pending.isSuccess && (
        <Text size="sm" c="dimmed">
          {requests.length === 1 ? '1 waiting for an answer' : `${requests.length} waiting for an answer`}
        </Text>
      )}
      {requests.length > 0 && (
        <Stack component="ul" gap={4} mt="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {requests.slice(0, SHOWN).map((request) => (
            <Text component="li" size="sm" key={request.id}>
              {`${request.name} · ${request.dog_name} · ${formatCalendarDate(request.preferred_date)}, ${formatTime12h(request.preferred_time)}`}
            </Text>
          ))}
        </Stack>
      )}
      {requests.length > SHOWN && (
        <Anchor component={Link} to={ROUTES.bookingRequests.path} size="sm" mt="xs">
          {`See all ${requests.length}`}
        </Anchor>
      )}
    </Card>
  );
}
