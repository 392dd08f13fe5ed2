import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { decideBookingRequestMutationOptions } from '@groombook/api-client';
import { type BookingRequestStatus } from '@groombook/contracts';
import { BOOKING_REQUEST_STATUSES, type BookingRequest } from '@groombook/contracts/light';
import { failureFeedback, Group, Page, showFeedback, successFeedback } from '@groombook/ui';
import { ConfirmDialog } from '@groombook/ui/dialogs';
import { Radio } from '@groombook/ui/controls';
import { AcceptBookingDialog, type AcceptedRequest } from './accept-booking-dialog';
import { BookingRequestList } from './booking-request-list';
import { ROUTES } from '@groombook/routes';

const STATUS_LABELS: Record<BookingRequestStatus, string> = { pending: 'Pending', accepted: 'Accepted', declined: 'Declined' };
export const CONFIRMATION_SENT_NOTE = 'A confirmation text was sent.';

/**
 * /booking-requests (staff and admins): the requests customers sent from the booking page.
 * Accept opens the add-appointment form filled from the request (its customer matched by phone,
 * or a new one of its name and number); saving accepts the request with that appointment in one
 * call, which stores all of it or nothing. Decline asks first. Each outcome is said in the toast.
 */
export function BookingRequestsPage() {
  const [status, setStatus] = useState<BookingRequestStatus>('pending');
  const [accepting, setAccepting] = useState<BookingRequest | null>(null);
  const [declining, setDeclining] = useState<BookingRequest | null>(null);
  const decide = useMutation(decideBookingRequestMutationOptions());

  function accepted({ message, confirmationSent }: AcceptedRequest) {
    setAccepting(null);
    showFeedback(successFeedback(confirmationSent ? `${message}. ${CONFIRMATION_SENT_NOTE}` : message));
  }

  async function decline(request: BookingRequest) {
    try {
      const answer = await decide.mutateAsync({ id: request.id, status: 'declined' });
      showFeedback(successFeedback(answer.message));
    } catch (error) {
      showFeedback(failureFeedback('Failed to decline the request', error));
    } finally {
      setDeclining(null);
    }
  }

  return (
    <Page title={ROUTES.bookingRequests.title}>
      <Radio.Group label="Show requests" value={status} onChange={(value) => setStatus(BOOKING_REQUEST_STATUSES.find((s) => s === value) ?? 'pending')}>
        <Group mt="xs">
          {BOOKING_REQUEST_STATUSES.map((value) => (
            <Radio key={value} value={value} label={STATUS_LABELS[value]} />
          ))}
        </Group>
      </Radio.Group>
      <BookingRequestList
        status={status}
        onAccept={setAccepting}
        onDecline={setDeclining}
      />
      {accepting && <AcceptBookingDialog request={accepting} onAccepted={accepted} onClose={() => setAccepting(null)} />}
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
