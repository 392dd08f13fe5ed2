import { Route, Routes } from 'react-router-dom';
import { CustomersPage } from './features/customers/list/customers-page';
import { NewCustomerRoute } from './features/customers/dialog/new-customer-route';
import { EditCustomerRoute } from './features/customers/dialog/edit-customer-route';
import { CUSTOMER_PATH, CUSTOMERS_PATH, NEW_CUSTOMER_PATH } from './paths';

/** The customers remote's route tree, exposed to the shell as 'customers/App'. The dialogs open over the list. */
export default function CustomersApp() {
  return (
    <div data-remote="customers">
      <Routes>
        <Route path={CUSTOMERS_PATH} element={<CustomersPage />}>
          <Route path={NEW_CUSTOMER_PATH} element={<NewCustomerRoute />} />
          <Route path={CUSTOMER_PATH} element={<EditCustomerRoute />} />
        </Route>
      </Routes>
    </div>
  );
}
