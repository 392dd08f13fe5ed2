import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { appointmentQueryOptions } from '@groombook/api-client';
import { FailureAlert, Group, Loader, Page, Text } from '@groombook/ui';
import { useParams } from '@groombook/ui/router';
import { AppointmentForm, type FormFill } from '../../shared/appointment-form/appointment-form';
import { valuesOfAppointment } from '../../shared/appointment-form/appointment-values';
import { FastEntryButton } from './fast-entry/fast-entry-button';
import { SeriesBanner } from './series-banner';

/** /edit-appointment/:appointmentId: loads the appointment, then the form in edit mode. */
export function EditAppointmentPage() {
  const { appointmentId = '' } = useParams();
  const appointment = useQuery({ ...appointmentQueryOptions(appointmentId), enabled: appointmentId !== '' });
  const [fill, setFill] = useState<FormFill | null>(null);

  return (
    <Page title="Edit Appointment" actions={<FastEntryButton onApply={(values) => setFill({ values })} />}>
      {appointment.isPending && (
        <Group gap="xs">
          <Loader size="sm" />
          <Text c="dimmed">Loading appointment...</Text>
        </Group>
      )}
      {appointment.isError && <FailureAlert title="Failed to load appointment" error={appointment.error} />}
      {appointment.data && (
        <>
          <SeriesBanner appointment={appointment.data} />
          <AppointmentForm
            key={appointment.data.id}
            appointmentId={appointment.data.id}
            inSeries={appointment.data.recurring_group_id !== null}
            fill={fill}
            initialValues={valuesOfAppointment(appointment.data)}
          />
        </>
      )}
    </Page>
  );
}
