import { ROUTES } from '@groombook/routes';
import { useNavigate, useSearchParams } from '@groombook/ui/router';
import { backToRow } from '../list/return-to-row';
import { CustomerDialog } from './customer-dialog';

/**
 * /customers/new[?name=]: the dialog for a new customer, with the name pre-filled when given.
 * Once saved, the list shows the new customer with the focus on their row.
 */
export function NewCustomerRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const close = () => void navigate(ROUTES.customers.path);
  const toRow = (customerId: string) => {
    const { to, state } = backToRow(customerId);
    void navigate(to, { state });
  };
  return (
    <CustomerDialog
      customer={null}
      initialName={params.get('name') ?? ''}
      onDone={(saved) => (saved ? toRow(saved.id) : close())}
      onClose={close}
    />
  );
}
