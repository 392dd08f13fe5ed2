import { lazy, Suspense } from 'react';
import { ROUTES } from '@groombook/routes';
import { LoadingState, PagePlaceholder } from '@groombook/ui';
import { Route, Routes } from '@groombook/ui/router';
import { AppointmentsPage } from './features/appointments-list/appointments-page';
import { REMOTE_VERSION } from './remote-version';

// The form, calendar, groomers and reports pages load with their route: the appointments list, the first page of
// most visits, does not wait for the appointment form's code (and the selects and number input it uses)
// or the groomers' fuzzy search.
const AddAppointmentPage = lazy(() =>
  import('./features/appointment-form/add-appointment-page').then((m) => ({ default: m.AddAppointmentPage })),
);
const EditAppointmentPage = lazy(() =>
  import('./features/appointment-form/edit-appointment-page').then((m) => ({ default: m.EditAppointmentPage })),
);
const GroomersPage = lazy(() => import('./features/groomers/groomers-page').then((m) => ({ default: m.GroomersPage })));
const BookingRequestsPage = lazy(() =>
  import('./features/booking-requests/booking-requests-page').then((m) => ({ default: m.BookingRequestsPage })),
);
const CalendarPage = lazy(() => import('./features/calendar/calendar-page').then((m) => ({ default: m.CalendarPage })));
const ReportsPage = lazy(() => import('./features/reports/reports-page').then((m) => ({ default: m.ReportsPage })));

/** The scheduling remote's route tree, exposed to the shell as 'scheduling/App'. */
export default function SchedulingApp() {
  return (
    <div data-remote="scheduling" data-remote-version={REMOTE_VERSION}>
      <Suspense
        fallback={
          <PagePlaceholder>
            <LoadingState label="Loading the page..." />
          </PagePlaceholder>
        }
      >
        <Routes>
          <Route path={ROUTES.addAppointment.path} element={<AddAppointmentPage />} />
          <Route path={ROUTES.editAppointment.path} element={<EditAppointmentPage />} />
          <Route path={ROUTES.appointments.path} element={<AppointmentsPage />} />
          <Route path={ROUTES.calendar.path} element={<CalendarPage />} />
          <Route path={ROUTES.groomers.path} element={<GroomersPage />} />
          <Route path={ROUTES.reports.path} element={<ReportsPage />} />
          <Route path={ROUTES.bookingRequests.path} element={<BookingRequestsPage />} />
        </Routes>
      </Suspense>
    </div>
  );
}
