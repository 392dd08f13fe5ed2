import { useRef } from 'react';
import { formatPhone } from '@groombook/domain';
import { useMutation } from '@tanstack/react-query';
import { decideBookingRequestMutationOptions } from '@groombook/api-client';
import type { BookingRequest } from '@groombook/contracts/light';
import { ResponsiveModal } from '@groombook/ui/dialogs';
import { AppointmentForm } from '../../shared/appointment-form/appointment-form';
import { emptyAppointmentValues } from '../../shared/appointment-form/appointment-values';
import type { AppointmentBooking } from '../../shared/appointment-form/use-save-appointment';

/** What accepting answered: the message, and whether the customer was texted a confirmation. */
export interface AcceptedRequest {
  message: string;
  confirmationSent: boolean;
}

export interface AcceptBookingDialogProps {
  request: BookingRequest;
  /** The request was accepted, its appointment booked. */
  onAccepted: (accepted: AcceptedRequest) => void;
  onClose: () => void;
}

/**
 * The add-appointment form, filled from the request: a single appointment, for the customer with
 * the request's number or, when none has it, for a new customer of its name and number. Saving
 * accepts the request in one call, which books the appointment (adding that customer) with it:
 * all of it is stored, or none.
 */
export function AcceptBookingDialog({ request, onAccepted, onClose }: AcceptBookingDialogProps) {
  const decide = useMutation(decideBookingRequestMutationOptions());
  const accepted = useRef<AcceptedRequest | null>(null);
  const initialValues = {
    ...emptyAppointmentValues(request.customer_id, request.preferred_date),
    time: request.preferred_time,
    dogName: request.dog_name,
    notes: request.notes ?? '',
  };
  const booking: AppointmentBooking = {
    failure: 'Failed to accept the request',
    book: async (appointment) => {
      // The new customer only for a request no customer's number matched: a cleared field of a known one is refused, not duplicated.
      const customer = !appointment.customer_id && !request.customer_id ? { name: request.name, phone_number: request.phone } : undefined;
      const answer = await decide.mutateAsync({ id: request.id, status: 'accepted', appointment, ...(customer ? { customer } : {}) });
      accepted.current = { message: answer.message, confirmationSent: answer.confirmation_sent === true };
      return { appointmentId: answer.booking_request.appointment_id ?? '', message: answer.message };
    },
  };
  return (
    <ResponsiveModal opened onClose={onClose} title={`Book ${request.dog_name} for ${request.name}`}>
      <AppointmentForm
        initialValues={initialValues}
        allowSeries={false}
        booking={booking}
        newCustomer={request.customer_id ? undefined : `${request.name} (${formatPhone(request.phone)})`}
        onCreated={() => {
          if (accepted.current) onAccepted(accepted.current);
        }}
      />
    </ResponsiveModal>
  );
}
