import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { customersQueryOptions } from '@groombook/api-client';
import { ROUTES } from '@groombook/routes';
import { Center, EmptyState, LinkButton, Loader, Page } from '@groombook/ui';
import { Outlet, useLocation } from '@groombook/ui/router';
import { CustomerRows } from './customer-rows';
import { CustomersToolbar } from './customers-toolbar';
import { rowToFocus } from './return-to-row';
import { useCustomerSearch } from './use-customer-search';
import { useSelection } from './use-selection';

/**
 * /customers: the searchable list; /customers/new and /customers/{id} open their dialog over it.
 * A dialog that closes names the customer whose row takes the focus (a new one too): a search
 * that hides that customer is cleared.
 */
export function CustomersPage() {
  const customers = useQuery(customersQueryOptions());
  const [query, setQuery] = useState('');
  const { named, matches } = useCustomerSearch(customers.data, query);
  const selection = useSelection(named);
  const location = useLocation();
  const focusId = rowToFocus(location.state);
  // The location's key: each return to the list focuses once, and a later list refresh does not steal the focus again.
  const focusRequest = focusId ? { customerId: focusId, key: location.key } : null;
  const hidden = focusId !== null && named.some((customer) => customer.id === focusId) && !matches.some((customer) => customer.id === focusId);

  useEffect(() => {
    if (hidden) setQuery('');
  }, [hidden]);

  // A failed customer load is only logged; the list shows no customers.
  useEffect(() => {
    if (customers.error) console.error(`Failed to load customers: ${customers.error.message}`);
  }, [customers.error]);

  function list() {
    if (customers.isPending) {
      return (
        <Center py="xl">
          <Loader aria-label="Loading customers" />
        </Center>
      );
    }
    if (named.length === 0) return <EmptyState title="No customers yet" description="Add your first customer to get started." />;
    if (matches.length === 0) return <EmptyState title="No customers match your search" />;
    return <CustomerRows customers={matches} ticked={selection.ticked} onToggle={selection.toggle} focusRequest={focusRequest} />;
  }

  return (
    <Page title={ROUTES.customers.title} actions={<LinkButton to={ROUTES.newCustomer.path}>Add Customer</LinkButton>}>
      <CustomersToolbar query={query} onQueryChange={setQuery} selected={selection.selected} onDeleted={selection.clear} />
      {list()}
      <Outlet />
    </Page>
  );
}
