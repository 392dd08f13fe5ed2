import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { createCustomerMutationOptions, decideBookingRequestMutationOptions } from '@groombook/api-client';
import { BOOKING_REQUEST_STATUSES, type BookingRequest, type BookingRequestStatus } from '@groombook/contracts';
import { ConfirmDialog, failureFeedback, type Feedback, FeedbackAlert, Group, Page, successFeedback } from '@groombook/ui';
import { Radio } from '@groombook/ui/controls';
import { AcceptBookingDialog } from './accept-booking-dialog';
import { BookingRequestList } from './booking-request-list';

const STATUS_LABELS: Record<BookingRequestStatus, string> = { pending: 'Pending', accepted: 'Accepted', declined: 'Declined' };
export const CONFIRMATION_SENT_NOTE = 'A confirmation text was sent.';

/**
 * /booking-requests (staff and admins): the requests customers sent from the booking page.
 * Accept opens the add-appointment form filled from the request (its customer matched by
 * phone, or added now) and, once the appointment is saved, marks the request accepted with
 * it; Decline asks first.
 */
export function BookingRequestsPage() {
  const [status, setStatus] = useState<BookingRequestStatus>('pending');
  const [accepting, setAccepting] = useState<{ request: BookingRequest; customerId: string } | null>(null);
  const [declining, setDeclining] = useState<BookingRequest | null>(null);
  const [preparing, setPreparing] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const addCustomer = useMutation(createCustomerMutationOptions());
  const decide = useMutation(decideBookingRequestMutationOptions());

  async function accept(request: BookingRequest) {
    setFeedback(null);
    if (request.customer_id) {
      setAccepting({ request, customerId: request.customer_id });
      return;
    }
    setPreparing(request.id);
    try {
      const customer = await addCustomer.mutateAsync({ name: request.name, phone_number: request.phone });
      setAccepting({ request, customerId: customer.id });
    } catch (error) {
      setFeedback(failureFeedback('Failed to add the customer', error));
    } finally {
      setPreparing(null);
    }
  }

  async function booked(request: BookingRequest, appointmentId: string) {
    setAccepting(null);
    try {
      const answer = await decide.mutateAsync({ id: request.id, status: 'accepted', appointment_id: appointmentId });
      setFeedback(successFeedback(answer.confirmation_sent ? `${answer.message}. ${CONFIRMATION_SENT_NOTE}` : answer.message));
    } catch (error) {
      setFeedback(failureFeedback('The appointment was booked, but the request could not be marked accepted', error));
    }
  }

  async function decline(request: BookingRequest) {
    try {
      const answer = await decide.mutateAsync({ id: request.id, status: 'declined' });
      setFeedback(successFeedback(answer.message));
    } catch (error) {
      setFeedback(failureFeedback('Failed to decline the request', error));
    } finally {
      setDeclining(null);
    }
  }

  return (
    <Page title="Booking Requests">
      <Radio.Group label="Show requests" value={status} onChange={(value) => setStatus(BOOKING_REQUEST_STATUSES.find((s) => s === value) ?? 'pending')}>
        <Group mt="xs">
          {BOOKING_REQUEST_STATUSES.map((value) => (
            <Radio key={value} value={value} label={STATUS_LABELS[value]} />
          ))}
        </Group>
      </Radio.Group>
      {feedback && <FeedbackAlert feedback={feedback} onClose={() => setFeedback(null)} />}
      <BookingRequestList status={status} onAccept={(request) => void accept(request)} onDecline={setDeclining} busyId={preparing} />
      {accepting && (
        <AcceptBookingDialog
          request={accepting.request}
          customerId={accepting.customerId}
          onBooked={(appointmentId) => void booked(accepting.request, appointmentId)}
          onClose={() => setAccepting(null)}
        />
      )}
      <ConfirmDialog
        opened={declining !== null}
        title="Decline this request?"
        message={declining ? `${declining.name} asked for ${declining.dog_name}. The request moves to Declined.` : ''}
        confirmLabel="Decline request"
        danger
        busy={decide.isPending}
        onConfirm={() => declining && void decline(declining)}
        onCancel={() => setDeclining(null)}
      />
    </Page>
  );
}
