import { useEffect, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@groombook/auth';
import { formatCalendarDate, hasRoleAtLeast } from '@groombook/domain';
import { ROUTES } from '@groombook/routes';
import { EmptyState, FailureAlert, Group, LinkButton, LoadingState, QueryFailureAlert, SimpleGrid, Stack, Text, Title } from '@groombook/ui';
import { groomerDays, inTheBuilding, nextArrivalId, salonNow } from './day-plan';
import { GroomerColumn } from './groomer-column';
import { PendingRequests } from './pending-requests';
import { TODAY_REFRESH_MS, todayQueryOptions } from './today-data';
import { useStatusMoves } from './use-status-moves';

interface Props {
  /** The current instant; tests fix it. */
  now?: () => Date;
}

const systemNow = () => new Date();

/** The time, read again every minute: the next arrival moves on even when the day has not changed. */
function useMinuteClock(now: () => Date): Date {
  const [instant, setInstant] = useState(now);
  useEffect(() => {
    const timer = setInterval(() => setInstant(now()), TODAY_REFRESH_MS);
    return () => clearInterval(timer);
  }, [now]);
  return instant;
}

/**
 * The salon's day on Home: a column per groomer (stacked on a phone, side by side on a desk),
 * the next arrival marked, how many dogs are in the building, and the booking requests waiting
 * (staff and admins), following changes made elsewhere as they happen (the shell's live updates). Loaded as its own
 * chunk, so the shell's first download does not carry it.
 */
export function TodaySchedule({ now = systemNow }: Props) {
  const titleId = useId();
  const role = useSession((s) => s.role);
  const today = useQuery(todayQueryOptions());
  const moves = useStatusMoves();
  const instant = useMinuteClock(now);

  const shownAppointments = today.data?.appointments.map(moves.shown) ?? [];
  const columns = groomerDays(shownAppointments);
  const nextId = today.data ? nextArrivalId(shownAppointments, today.data.date, salonNow(instant, today.data.timeZone)) : undefined;
  const requests = hasRoleAtLeast(role, 'staff') && <PendingRequests />;

  return (
    <Stack component="section" aria-labelledby={titleId} gap="sm">
      <Group justify="space-between" align="baseline">
        <Title order={2} id={titleId} size="h3">
          {today.data ? `Today, ${formatCalendarDate(today.data.date)}` : 'Today'}
        </Title>
        {today.data && <Text fw={600}>{`In the building: ${inTheBuilding(shownAppointments)}`}</Text>}
      </Group>
      {moves.failure && <FailureAlert title={moves.failure.title} error={moves.failure.error} />}
      {today.isPending && <LoadingState label="Loading today's appointments..." />}
      {today.isError && <QueryFailureAlert title="Failed to load today's appointments" query={today} />}
      {today.isSuccess && columns.length === 0 && (
        <EmptyState
          title="No appointments today"
          description="Nothing is booked for today yet."
          action={<LinkButton to={ROUTES.addAppointment.path}>Add Appointment</LinkButton>}
        />
      )}
      {columns.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: Math.min(columns.length, 4) }}>
          {columns.map((day) => (
            <GroomerColumn
              key={day.key}
              day={day}
              nextId={nextId}
              isMoving={moves.isMoving}
              onMove={(appointment, to, failureTitle) => void moves.move(appointment, to, failureTitle)}
            />
          ))}
        </SimpleGrid>
      )}
      {requests}
    </Stack>
  );
}
