import { Route, Routes } from 'react-router-dom';
import { ROUTES } from '@groombook/routes';
import { AddAppointmentPage } from './features/appointment-form/add-appointment-page';
import { EditAppointmentPage } from './features/appointment-form/edit-appointment-page';
import { AppointmentsPage } from './features/appointments-list/appointments-page';
import { GroomersPage } from './features/groomers/groomers-page';
import { ReportsPage } from './pages/reports-page';

/** The scheduling remote's route tree, exposed to the shell as 'scheduling/App'. */
export default function SchedulingApp() {
  return (
    <div data-remote="scheduling">
      <Routes>
        <Route path={ROUTES.addAppointment.path} element={<AddAppointmentPage />} />
        <Route path={ROUTES.editAppointment.path} element={<EditAppointmentPage />} />
        <Route path={ROUTES.appointments.path} element={<AppointmentsPage />} />
        <Route path={ROUTES.groomers.path} element={<GroomersPage />} />
        <Route path={ROUTES.reports.path} element={<ReportsPage />} />
      </Routes>
    </div>
  );
}
