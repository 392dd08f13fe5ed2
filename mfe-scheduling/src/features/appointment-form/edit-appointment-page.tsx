import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { appointmentQueryOptions } from '@groombook/api-client';
import { CHECKOUT_PARAM } from '@groombook/routes';
import { FailureAlert, Group, Loader, Page, Text } from '@groombook/ui';
import { useParams, useSearchParams } from '@groombook/ui/router';
import { AppointmentForm, type FormFill } from '../../shared/appointment-form/appointment-form';
import { valuesOfAppointment } from '../../shared/appointment-form/appointment-values';
import { FastEntryButton } from './fast-entry/fast-entry-button';
import { SeriesBanner } from './series-banner';
import { StatusPanel } from './status-panel';

// Loaded when someone checks out, not with the page.
const CheckoutDialog = lazy(() => import('./checkout-dialog').then((module) => ({ default: module.CheckoutDialog })));

/**
 * /edit-appointment/:appointmentId: loads the appointment, then its status with the moves it
 * can make, and the form in edit mode. `?checkout=1` (checkoutAppointmentPath) opens the
 * checkout dialog, so any screen can send someone straight to checking an appointment out.
 */
export function EditAppointmentPage() {
  const { appointmentId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const appointment = useQuery({ ...appointmentQueryOptions(appointmentId), enabled: appointmentId !== '' });
  const [fill, setFill] = useState<FormFill | null>(null);
  const checkingOut = search.get(CHECKOUT_PARAM) === '1';

  const setCheckingOut = (open: boolean) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (open) next.set(CHECKOUT_PARAM, '1');
        else next.delete(CHECKOUT_PARAM);
        return next;
      },
      { replace: !open },
    );

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
          <StatusPanel appointment={appointment.data} onCheckout={() => setCheckingOut(true)} />
          {checkingOut && (
            <Suspense fallback={<Loader size="sm" aria-label="Loading checkout" />}>
              <CheckoutDialog key={appointment.data.id} appointment={appointment.data} opened onClose={() => setCheckingOut(false)} />
            </Suspense>
          )}
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
