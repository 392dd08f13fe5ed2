import { ROUTES } from '@groombook/routes';
import { FeedbackAlert, MEDIA, Page, PageActionLink, successFeedback, useMediaQuery } from '@groombook/ui';
import { usePageNotice } from '../../shared/page-notice';
import { AppointmentsToolbar } from './appointments-toolbar';
import { MonthAppointments } from './month-appointments';
import { useMonthParams } from './month-params';
import { useVisibleColumns } from './visible-columns';

/**
 * /appointments: a month's appointments with their conflicts, a page of 200 at a time, under the
 * message the page before sent along (the edit page's 'Appointment successfully deleted!').
 * Changes made elsewhere (another person, a customer's link) show as they happen (the shell's live updates).
 */
export function AppointmentsPage() {
  const [notice, dismissNotice] = usePageNotice();
  const [params, updateParams] = useMonthParams();
  const [columns, chooseColumns] = useVisibleColumns();
  // Read at once rather than after the first paint, so a phone never flashes the wide table.
  const narrow = useMediaQuery(MEDIA.mobile, undefined, { getInitialValueInEffect: false }) ?? false;

  return (
    <Page title={ROUTES.appointments.title} actions={<PageActionLink action={ROUTES.appointments.action} />}>
      {notice && <FeedbackAlert feedback={successFeedback(notice)} onClose={dismissNotice} />}
      <AppointmentsToolbar params={params} onParamsChange={updateParams} columns={columns} onColumnsChange={chooseColumns} />
      <MonthAppointments params={params} onParamsChange={updateParams} columns={columns} narrow={narrow} />
    </Page>
  );
}
