import { ROUTES } from '@groombook/routes';
import { LinkButton, MEDIA, Page, useMediaQuery } from '@groombook/ui';
import { AppointmentsToolbar } from './appointments-toolbar';
import { MonthAppointments } from './month-appointments';
import { useMonthParams } from './month-params';
import { useVisibleColumns } from './visible-columns';

/** /appointments: a month's appointments with their conflicts, a page of 200 at a time. */
export function AppointmentsPage() {
  const [params, updateParams] = useMonthParams();
  const [columns, chooseColumns] = useVisibleColumns();
  // Read at once rather than after the first paint, so a phone never flashes the wide table.
  const narrow = useMediaQuery(MEDIA.mobile, undefined, { getInitialValueInEffect: false }) ?? false;

  return (
    <Page title="Appointments" actions={<LinkButton to={ROUTES.addAppointment.path}>Add Appointment</LinkButton>}>
      <AppointmentsToolbar params={params} onParamsChange={updateParams} columns={columns} onColumnsChange={chooseColumns} />
      <MonthAppointments params={params} onParamsChange={updateParams} columns={columns} narrow={narrow} />
    </Page>
  );
}
