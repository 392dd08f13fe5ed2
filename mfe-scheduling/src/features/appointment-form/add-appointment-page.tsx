import { useState } from 'react';
import { PRESELECTED_CUSTOMER_PARAM } from '@groombook/routes';
import { Page } from '@groombook/ui';
import { useSearchParams } from '@groombook/ui/router';
import { AppointmentForm, type FormFill } from './appointment-form';
import { emptyAppointmentValues } from './appointment-values';
import { FastEntryButton } from './fast-entry/fast-entry-button';

/** /add-appointment[?customerId=]: a new appointment or series; ?customerId preselects the customer. */
export function AddAppointmentPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [initialValues] = useState(() => emptyAppointmentValues(searchParams.get(PRESELECTED_CUSTOMER_PARAM)));
  const [fill, setFill] = useState<FormFill | null>(null);

  return (
    <Page title="Add Appointment" actions={<FastEntryButton onApply={(values) => setFill({ values })} />}>
      <AppointmentForm
        initialValues={initialValues}
        fill={fill}
        // The cleared form has no customer; the address stops claiming one.
        onCreated={() => setSearchParams({}, { replace: true })}
      />
    </Page>
  );
}
