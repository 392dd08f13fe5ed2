import { ROUTES } from '@groombook/routes';
import { useNavigate, useSearchParams } from '@groombook/ui/router';
import { CustomerDialog } from './customer-dialog';

/** /customers/new[?name=]: the dialog for a new customer, with the name pre-filled when given. */
export function NewCustomerRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return <CustomerDialog customer={null} initialName={params.get('name') ?? ''} onClose={() => void navigate(ROUTES.customers.path)} />;
}
