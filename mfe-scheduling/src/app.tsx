import { Route, Routes } from 'react-router-dom';
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
      <Route path="/add-appointment" element={<AddAppointmentPage />} />
      <Route path="/edit-appointment/:appointmentId" element={<EditAppointmentPage />} />
      <Route path="/appointments" element={<AppointmentsPage />} />
      <Route path="/groomers" element={<GroomersPage />} />
      <Route path="/reports" element={<ReportsPage />} />
      </Routes>
    </div>
  );
}
