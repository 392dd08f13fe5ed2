import { useRef, useState } from 'react';
import {
  FROM_TEXT_PARAM,
  PRESELECTED_CUSTOMER_PARAM,
  PRESELECTED_DATE_PARAM,
  PRESELECTED_DOG_PARAM,
  PRESELECTED_GROOMER_PARAM,
  PRESELECTED_SERVICES_PARAM,
  PRESELECTED_TIME_PARAM,
  ROUTES,
} from '@groombook/routes';
import { Page } from '@groombook/ui';
import { useLocation, useSearchParams } from '@groombook/ui/router';
import { AppointmentForm, type FormFill } from '../../shared/appointment-form/appointment-form';
import { preselectedAppointmentValues } from '../../shared/appointment-form/appointment-values';
import { FastEntryButton } from './fast-entry/fast-entry-button';
import { TextConfirmation, textBookingCustomer } from './text-confirmation';

/**
 * /add-appointment[?customerId=&date=&time=&groomerId=&dog=&serviceIds=&fromText=1]: a new
 * appointment or series; the query preselects the customer and the slot (the calendar's empty
 * slots link here), or the whole suggestion of a customer's texts, whose booking then offers
 * to text the customer its confirmation.
 */
export function AddAppointmentPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const [fromText] = useState(() => (searchParams.get(FROM_TEXT_PARAM) === '1' ? textBookingCustomer(location.state) : null));
  const [booked, setBooked] = useState<string | null>(null);
  const [initialValues] = useState(() =>
    preselectedAppointmentValues(searchParams.get(PRESELECTED_CUSTOMER_PARAM), {
      date: searchParams.get(PRESELECTED_DATE_PARAM),
      time: searchParams.get(PRESELECTED_TIME_PARAM),
      groomerId: searchParams.get(PRESELECTED_GROOMER_PARAM),
      dogName: searchParams.get(PRESELECTED_DOG_PARAM),
      serviceIds: searchParams.get(PRESELECTED_SERVICES_PARAM),
    }),
  );
  const [fill, setFill] = useState<FormFill | null>(null);
  const body = useRef<HTMLDivElement>(null);

  function created(appointmentId?: string) {
    if (fromText && appointmentId) setBooked(appointmentId);
    // The cleared form has no customer; the address stops claiming one.
    setSearchParams({}, { replace: true });
    // The message at the top says what was booked; the focus goes to the page's heading, from
    // which the next booking starts, rather than to a field that is no longer there.
    const heading = body.current?.querySelector<HTMLElement>('h1');
    heading?.setAttribute('tabindex', '-1');
    heading?.focus();
  }

  return (
    <div ref={body}>
      <Page title={ROUTES.addAppointment.title} actions={<FastEntryButton onApply={(values) => setFill({ values })} />}>
        {fromText && booked && <TextConfirmation key={booked} appointmentId={booked} customerName={fromText.name} />}
        <AppointmentForm initialValues={initialValues} fill={fill} focusFirstField onCreated={created} />
      </Page>
    </div>
  );
}
