import { useCustomerSmsConsents, useSmsNumber, type SmsConsentsView } from '@groombook/api-client';
import { useSession } from '@groombook/auth';
import type { SmsConsent } from '@groombook/contracts';
import { Badge, Group, Loader, NoSmsNumberAlert, Stack, Text, Title } from '@groombook/ui';
import { Table } from '@groombook/ui/table';

const STATE_LABELS: Record<NonNullable<SmsConsentsView['current']>, { label: string; color: string }> = {
  opted_in: { label: 'Opted in', color: 'green' },
  opted_out: { label: 'Opted out', color: 'red' },
  // Asked for on the web page: nothing is sent until the phone's owner texts YES back.
  pending: { label: 'Waiting for YES from the phone', color: 'yellow' },
  unknown: { label: 'No consent recorded', color: 'gray' },
};

const ACTION_LABELS: Record<SmsConsent['action'], string> = {
  opt_in: 'Opted in',
  opt_out: 'Opted out',
  opt_in_requested: 'Asked on the web page',
};

/** The sources that are a text from the phone, said as such ('YES' alone reads like a yes/no column); the others as stored. */
const SOURCE_LABELS: Partial<Record<string, string>> = { STOP: 'Texted STOP', START: 'Texted START', YES: 'Texted YES' };

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "SMS Consent" in the customer dialog, for admins only (the consent ledger is theirs; staff are not asked). */
export function CustomerSmsConsent({ customerId }: { customerId: string }) {
  const role = useSession((state) => state.role);
  const isAdmin = role === 'admin' || role === 'superadmin';
  if (!isAdmin) return null;
  return <SmsConsentPanel customerId={customerId} />;
}

function SmsConsentPanel({ customerId }: { customerId: string }) {
  const query = useCustomerSmsConsents(customerId, true);
  const { missing: noSmsNumber } = useSmsNumber();
  const state = STATE_LABELS[query.data?.current ?? 'unknown'];
  return (
    <Stack gap="xs" aria-label="SMS Consent" role="region">
      <Group gap="sm">
        <Title order={3} size="h4">
          SMS Consent
        </Title>
        {query.data && (
          <Badge color={state.color} variant="light">
            {state.label}
          </Badge>
        )}
      </Group>
      {noSmsNumber && <NoSmsNumberAlert />}
      {query.isPending && <Loader size="sm" aria-label="Loading SMS consent" />}
      {query.isError && <Text c="red">Failed to load SMS consent</Text>}
      {query.data && query.data.consents.length === 0 && <Text c="dimmed">No consent history</Text>}
      {query.data && query.data.consents.length > 0 && (
        <Table.ScrollContainer minWidth={320}>
          <Table aria-label="SMS consent history">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Action</Table.Th>
                <Table.Th>Source</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.consents.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td>{dateTime.format(new Date(entry.created_at))}</Table.Td>
                  <Table.Td>{ACTION_LABELS[entry.action]}</Table.Td>
                  <Table.Td>{SOURCE_LABELS[entry.source] ?? entry.source}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
