import type { BookingRequest } from '@groombook/contracts';
import { ResponsiveModal } from '@groombook/ui';
import { AppointmentForm } from '../../shared/appointment-form/appointment-form';
import { emptyAppointmentValues } from '../../shared/appointment-form/appointment-values';

export interface AcceptBookingDialogProps {
  request: BookingRequest;
  /** The customer the request is for: the one with its number, or the one just added. */
  customerId: string;
  /** The appointment was booked: its id. */
  onBooked: (appointmentId: string) => void;
  onClose: () => void;
}

/** The add-appointment form, filled from the request: a single appointment, booked then tied to it. */
export function AcceptBookingDialog({ request, customerId, onBooked, onClose }: AcceptBookingDialogProps) {
  const initialValues = {
    ...emptyAppointmentValues(customerId, request.preferred_date),
    time: request.preferred_time,
    dogName: request.dog_name,
    notes: request.notes ?? '',
  };
  return (
    <ResponsiveModal opened onClose={onClose} title={`Book ${request.dog_name} for ${request.name}`}>
      <AppointmentForm
        initialValues={initialValues}
        allowSeries={false}
        onCreated={(appointmentId) => {
          if (appointmentId) onBooked(appointmentId);
        }}
      />
    </ResponsiveModal>
  );
}
