import { useQuery } from '@tanstack/react-query';
import { bookingRequestsQueryOptions } from '@groombook/api-client';
import type { BookingRequestStatus } from '@groombook/contracts';
import type { BookingRequest } from '@groombook/contracts/light';
import { formatCalendarDate, formatPhone, formatTime12h } from '@groombook/domain';
import { useSession, workingCompanyId } from '@groombook/auth';
import { Anchor, Badge, Button, EmptyState, Group, LoadingState, QueryFailureAlert, Stack, Text } from '@groombook/ui';
import { Table, TableHeader } from '@groombook/ui/table';
import { bookingPageHref } from './booking-page-href';

export interface BookingRequestListProps {
  status: BookingRequestStatus;
  onAccept: (request: BookingRequest) => void;
  onDecline: (request: BookingRequest) => void;
}

const STATUS_COLOR: Record<BookingRequestStatus, string> = { pending: 'yellow', accepted: 'green', declined: 'gray' };
const EMPTY_TITLE: Record<BookingRequestStatus, string> = {
  pending: 'No booking requests waiting.',
  accepted: 'No accepted booking requests yet.',
  declined: 'No declined booking requests.',
};

/** Where requests come from, with a link to the working company's booking page to open or share. */
function BookingPageHint() {
  const companyId = useSession(workingCompanyId);
  if (!companyId) return 'Customers ask for appointments on your booking page.';
  return (
    <>
      Customers ask for appointments on your booking page. Share its link with them:{' '}
      <Anchor href={bookingPageHref(companyId)} target="_blank" rel="noopener" underline="always">
        open your booking page (new tab)
      </Anchor>
      .
    </>
  );
}

/** The company's requests of one status, oldest first, each with what the customer asked for. */
export function BookingRequestList({ status, onAccept, onDecline }: BookingRequestListProps) {
  const requests = useQuery(bookingRequestsQueryOptions(status));
  if (requests.isPending) return <LoadingState label="Loading booking requests..." />;
  const failure = requests.isError && <QueryFailureAlert title="Failed to load booking requests. Please try again." query={requests} />;
  if (!requests.data) return failure;

  return (
    <Stack>
      {failure}
      {requests.data.length === 0 ? (
        <EmptyState title={EMPTY_TITLE[status]} description={<BookingPageHint />} />
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm">
            <TableHeader columns={['Customer', 'Dog', 'Preferred', 'Notes', 'Status']} actions={status === 'pending'} />
            <Table.Tbody>
              {requests.data.map((request) => (
                <Table.Tr key={request.id} aria-label={`Request from ${request.name}`}>
                  <Table.Td>
                    <Text fw={600}>{request.name}</Text>
                    <Text size="sm">{formatPhone(request.phone)}</Text>
                  </Table.Td>
                  <Table.Td>{request.dog_name}</Table.Td>
                  <Table.Td>{`${formatCalendarDate(request.preferred_date)}, ${formatTime12h(request.preferred_time)}`}</Table.Td>
                  <Table.Td>{request.notes ?? ''}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLOR[request.status]} variant="light">
                      {request.status}
                    </Badge>
                  </Table.Td>
                  {status === 'pending' && (
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button size="xs" onClick={() => onAccept(request)} aria-label={`Accept request from ${request.name}`}>
                          Accept
                        </Button>
                        <Button size="xs" variant="light" color="red" onClick={() => onDecline(request)} aria-label={`Decline request from ${request.name}`}>
                          Decline
                        </Button>
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
