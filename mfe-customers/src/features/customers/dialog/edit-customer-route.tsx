import { useQuery } from '@tanstack/react-query';
import { customersQueryOptions } from '@groombook/api-client';
import { ROUTES } from '@groombook/routes';
import { Button, Center, Group, Loader, ResponsiveModal, Stack, Text } from '@groombook/ui';
import { useNavigate, useParams } from '@groombook/ui/router';
import { CustomerDialog } from './customer-dialog';

/** /customers/{id}: the customer comes from the list under the dialog (one request for both). */
export function EditCustomerRoute() {
  const { customerId = '' } = useParams();
  const navigate = useNavigate();
  const customers = useQuery(customersQueryOptions());
  const close = () => void navigate(ROUTES.customers.path);
  const customer = customers.data?.find((candidate) => candidate.id === customerId);

  if (customer) return <CustomerDialog key={customer.id} customer={customer} onClose={close} />;

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
