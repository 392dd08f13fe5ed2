import { useQuery } from '@tanstack/react-query';
import { customersQueryOptions } from '@groombook/api-client';
import { ROUTES } from '@groombook/routes';
import { Button, Center, Group, Loader, Stack, Text } from '@groombook/ui';
import { ResponsiveModal } from '@groombook/ui/dialogs';
import { useNavigate, useParams } from '@groombook/ui/router';
import { backToRow } from '../list/return-to-row';
import { CustomerDialog } from './customer-dialog';

/**
 * /customers/{id}: the customer comes from the list under the dialog (one request for both).
 * Closing or saving returns the focus to the customer's row; after a delete the list alone remains.
 */
export function EditCustomerRoute() {
  const { customerId = '' } = useParams();
  const navigate = useNavigate();
  const customers = useQuery(customersQueryOptions());
  const close = () => void navigate(ROUTES.customers.path);
  const customer = customers.data?.find((candidate) => candidate.id === customerId);

  if (customer) {
    const { to, state } = backToRow(customer.id);
    const toRow = () => void navigate(to, { state });
    return <CustomerDialog key={customer.id} customer={customer} onDone={(saved) => (saved ? toRow() : close())} onClose={toRow} />;
  }

  const loading = customers.isPending;
  return (
    <ResponsiveModal opened onClose={close} title={loading ? 'Customer' : 'Customer not found'}>
      {loading ? (
        <Center py="xl">
          <Loader aria-label="Loading customer" />
        </Center>
      ) : (
        <Stack>
          <Text>This customer does not exist or has been deleted.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Close
            </Button>
          </Group>
        </Stack>
      )}
    </ResponsiveModal>
  );
}
