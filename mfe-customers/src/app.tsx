import { ROUTES } from '@groombook/routes';
import { Route, Routes } from '@groombook/ui/router';
import { CustomersPage } from './features/customers/list/customers-page';
import { NewCustomerRoute } from './features/customers/dialog/new-customer-route';
import { EditCustomerRoute } from './features/customers/dialog/edit-customer-route';
import { REMOTE_VERSION } from './remote-version';

/** The customers remote's route tree, exposed to the shell as 'customers/App'. The dialogs open over the list. */
export default function CustomersApp() {
  return (
    <div data-remote="customers" data-remote-version={REMOTE_VERSION}>
      <Routes>
        <Route path={ROUTES.customers.path} element={<CustomersPage />}>
          <Route path={ROUTES.newCustomer.path} element={<NewCustomerRoute />} />
          <Route path={ROUTES.customer.path} element={<EditCustomerRoute />} />
        </Route>
      </Routes>
    </div>
  );
}
