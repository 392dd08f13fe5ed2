import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { customersQueryOptions } from '@groombook/api-client';
import { ROUTES } from '@groombook/routes';
import { Center, EmptyState, LinkButton, Loader, Page } from '@groombook/ui';
import { Outlet } from '@groombook/ui/router';
import { CustomerRows } from './customer-rows';
import { CustomersToolbar } from './customers-toolbar';
import { useCustomerSearch } from './use-customer-search';
import { useSelection } from './use-selection';

/** /customers: the searchable list; /customers/new and /customers/{id} open their dialog over it. */
export function CustomersPage() {
  const customers = useQuery(customersQueryOptions());
  const [query, setQuery] = useState('');
  const { named, matches } = useCustomerSearch(customers.data, query);
  const selection = useSelection(named);

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
    return <CustomerRows customers={matches} ticked={selection.ticked} onToggle={selection.toggle} />;
  }

  return (
    <Page title="Customers" actions={<LinkButton to={ROUTES.newCustomer.path}>Add Customer</LinkButton>}>
      <CustomersToolbar query={query} onQueryChange={setQuery} selectedIds={selection.selectedIds} onDeleted={selection.clear} />
      {list()}
      <Outlet />
    </Page>
  );
}
