import { useDeferredValue, useMemo, useState } from 'react';
import { formatPhone } from '@groombook/domain';
import { useQuery } from '@tanstack/react-query';
import { customersQueryOptions } from '@groombook/api-client';
import { customerConversationPath } from '@groombook/routes';
import { Button, LoadingState, QueryFailureAlert, Stack, Text, TextInput } from '@groombook/ui';
import { ResponsiveModal } from '@groombook/ui/dialogs';
import { useNavigate } from '@groombook/ui/router';
import { customerLabel } from './customer-label';
import { customerMatcher, PICKER_LIMIT } from './customer-matches';

export interface CustomerPickerProps {
  opened: boolean;
  onClose: () => void;
}

/** New Message: choose a customer to open their conversation (started with the first reply). */
export function CustomerPicker({ opened, onClose }: CustomerPickerProps) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const customers = useQuery({ ...customersQueryOptions(), enabled: opened });
  const search = useMemo(() => customerMatcher(customers.data ?? []), [customers.data]);
  const deferredQuery = useDeferredValue(query);
  const matches = useMemo(() => search(deferredQuery), [search, deferredQuery]);

  function close() {
    setQuery('');
    onClose();
  }

  let body;
  if (customers.isPending) body = <LoadingState label="Loading customers..." />;
  else if (customers.isError) body = <QueryFailureAlert title="Failed to load customers" query={customers} />;
  else if (matches.length === 0) body = <Text c="dimmed">{query.trim() ? 'No customers match your search' : 'No customers yet'}</Text>;
  else {
    body = (
      <Stack component="ul" aria-label="Customers" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
        {matches.slice(0, PICKER_LIMIT).map((customer) => (
          <li key={customer.id}>
            <Button variant="subtle" fullWidth justify="space-between" onClick={() => void navigate(customerConversationPath(customer.id))} rightSection={formatPhone(customer.phone_number)}>
              {customerLabel(customer.name)}
            </Button>
          </li>
        ))}
        {matches.length > PICKER_LIMIT && (
          <Text size="sm" c="dimmed">
            {matches.length - PICKER_LIMIT} more: keep typing to narrow the list.
          </Text>
        )}
      </Stack>
    );
  }

  return (
    <ResponsiveModal opened={opened} onClose={close} title="New Message">
      <Stack>
        <TextInput
          label="Customer"
          placeholder="Search by name or phone"
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          data-autofocus
        />
        {body}
      </Stack>
    </ResponsiveModal>
  );
}
