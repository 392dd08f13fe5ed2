import { Route, Routes } from 'react-router-dom';
import { CustomersPage } from './pages/customers-page';
import { NewCustomerPage } from './pages/new-customer-page';
import { CustomerPage } from './pages/customer-page';

/** The customers remote's route tree, exposed to the shell as 'customers/App'. */
export default function CustomersApp() {
  return (
    <div data-remote="customers">
      <Routes>
      <Route path="/customers" element={<CustomersPage />} />
      <Route path="/customers/new" element={<NewCustomerPage />} />
      <Route path="/customers/:customerId" element={<CustomerPage />} />
      </Routes>
    </div>
  );
}
