import { Fragment, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { changeAppointmentStatusMutationOptions } from '@groombook/api-client';
import { useSession } from '@groombook/auth';
import type { AppointmentListItem } from '@groombook/contracts/light';
import { mayCheckOut, nextStatuses, type AppointmentStatus } from '@groombook/domain';
import { AppointmentStatusBadge, Button, FailureAlert, Group, Paper, Stack, Text } from '@groombook/ui';
import { CancelAppointmentDialog } from './cancel-appointment-dialog';
import { ReportCardDialog } from './report-card-dialog';

/** The word on each move's button. */
const MOVE_LABELS: Record<AppointmentStatus, string> = {
  booked: 'Reopen',
  confirmed: 'Confirm',
  checked_in: 'Check in',
  ready: 'Ready',
  completed: 'Checkout',
  cancelled: 'Cancel…',
  no_show: 'No-show',
};

export interface StatusPanelProps {
  appointment: AppointmentListItem;
  onCheckout: () => void;
}

/**
 * The appointment's status and the moves it can make from here: forward through the day,
 * cancel (with a reason), and for staff a no-show or reopening; checkout completes it. "Ready"
 * is one click; "Ready with report card…" asks for the groomer's notes and an optional photo.
 */
export function StatusPanel({ appointment, onCheckout }: StatusPanelProps) {
  const role = useSession((state) => state.role);
  const change = useMutation(changeAppointmentStatusMutationOptions());
  const [cancelling, setCancelling] = useState(false);
  const [reporting, setReporting] = useState(false);
  const moves = role ? nextStatuses(appointment.status, role) : [];

  const move = (status: AppointmentStatus) => {
    if (status === 'cancelled') setCancelling(true);
    else change.mutate({ id: appointment.id, status });
  };

  return (
    <Paper withBorder p="sm" mb="md" aria-label="Appointment status" component="section">
      <Stack gap="xs">
        <Group gap="sm" wrap="wrap">
          <Text fw={500}>Status</Text>
          <AppointmentStatusBadge status={appointment.status} size="md" />
          {appointment.status === 'cancelled' && appointment.cancel_reason && (
            <Text size="sm" c="dimmed">
              {appointment.cancel_reason}
              {appointment.cancelled_late ? ' (late cancellation)' : ''}
            </Text>
          )}
        </Group>
        <Group gap="xs" wrap="wrap">
          {moves.map((status) => (
            <Fragment key={status}>
              <Button size="xs" variant={status === 'cancelled' || status === 'no_show' ? 'default' : 'light'} loading={change.isPending && change.variables?.status === status} disabled={change.isPending} onClick={() => move(status)}>
                {MOVE_LABELS[status]}
              </Button>
              {status === 'ready' && (
                <Button size="xs" variant="light" disabled={change.isPending} onClick={() => setReporting(true)}>
                  Ready with report card…
                </Button>
              )}
            </Fragment>
          ))}
          {mayCheckOut(appointment.status) && (
            <Button size="xs" onClick={onCheckout} disabled={change.isPending}>
              Checkout
            </Button>
          )}
        </Group>
        {change.isError && <FailureAlert title="Failed to change status" error={change.error} />}
      </Stack>
      <CancelAppointmentDialog
        opened={cancelling}
        pending={change.isPending}
        onClose={() => setCancelling(false)}
        onConfirm={(reason, late) =>
          change.mutate({ id: appointment.id, status: 'cancelled', reason, late }, { onSuccess: () => setCancelling(false) })
        }
      />
      <ReportCardDialog
        opened={reporting}
        pending={change.isPending}
        onClose={() => setReporting(false)}
        onConfirm={(report_card) => change.mutate({ id: appointment.id, status: 'ready', report_card }, { onSuccess: () => setReporting(false) })}
      />
    </Paper>
  );
}
