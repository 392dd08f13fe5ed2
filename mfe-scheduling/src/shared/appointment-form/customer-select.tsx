import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createCustomerMutationOptions, customersQueryKey, customersQueryOptions } from '@groombook/api-client';
import type { Customer } from '@groombook/contracts';
import { CUSTOMER_DROPDOWN_MAX_HEIGHT_PX, createFuzzySearch } from '@groombook/domain';
import { Box, FailureAlert, Text } from '@groombook/ui';
import { Combobox, InputBase, useCombobox } from '@groombook/ui/controls';

const CREATE_OPTION = '__create-customer__';
/** Options rendered at once; typing narrows the rest. */
const MAX_OPTIONS = 100;

export interface CustomerSelectProps {
  value: string | null;
  onChange: (customerId: string | null) => void;
  /** The new customer the empty field stands for, shown in it and under it. */
  newCustomer?: string;
  /** The form's refusal (no customer chosen), shown on the field. */
  error?: string;
}

const sameName = (customer: Customer, text: string) => (customer.name ?? '').trim().toLowerCase() === text.toLowerCase();

/**
 * The customer search dropdown: fuzzy matches on the name or the phone's digits in any format
 * ('555-0105', '(201) 555-0105' and '+12015550105' find +12015550105), and '+ Create customer "{text}"'
 * whenever no customer has exactly the typed name. Creating adds the customer and selects them.
 */
export function CustomerSelect({ value, onChange, newCustomer, error }: CustomerSelectProps) {
  const client = useQueryClient();
  const customers = useQuery(customersQueryOptions());
  const create = useMutation(createCustomerMutationOptions());
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  // null: not edited, the field shows the selected customer's name.
  const [text, setText] = useState<string | null>(null);

  const list = useMemo(() => customers.data ?? [], [customers.data]);
  const search = useMemo(() => createFuzzySearch(list), [list]);
  const selected = list.find((customer) => customer.id === value) ?? null;
  const typed = (text ?? '').trim();
  const matches = typed ? search(typed) : list;
  // Offered only once the list has loaded: before that, every name would look new and be added twice.
  const offerCreate = typed !== '' && customers.isSuccess && !create.isPending && !list.some((customer) => sameName(customer, typed));

  function choose(option: string) {
    combobox.closeDropdown();
    if (option !== CREATE_OPTION) {
      onChange(option);
      setText(null);
      return;
    }
    create.mutate(
      { name: typed },
      {
        onSuccess: (customer) => {
          client.setQueryData<Customer[]>(customersQueryKey, (current) =>
            current && !current.some((c) => c.id === customer.id) ? [...current, customer] : current,
          );
          onChange(customer.id);
          setText(null);
        },
      },
    );
  }

  return (
    <div>
      <Combobox store={combobox} onOptionSubmit={choose}>
        {/* A combobox to assistive technology: its role, and whether its list is open. */}
        <Combobox.Target withExpandedAttribute>
          <InputBase
            label="Customer"
            required
            error={error}
            placeholder={newCustomer ? `New customer: ${newCustomer}` : 'Search customers...'}
            description={newCustomer ? `${newCustomer} is added as a new customer, unless you choose one.` : undefined}
            value={text ?? selected?.name ?? ''}
            rightSection={<Combobox.Chevron />}
            rightSectionPointerEvents="none"
            onClick={() => combobox.openDropdown()}
            onFocus={() => combobox.openDropdown()}
            onBlur={() => {
              combobox.closeDropdown();
              setText(null);
            }}
            onChange={(event) => {
              const next = event.currentTarget.value;
              setText(next);
              if (next === '') onChange(null);
              combobox.openDropdown();
              combobox.updateSelectedOptionIndex();
            }}
          />
        </Combobox.Target>
        <Combobox.Dropdown>
          {/* The list scrolls itself: as the combobox's own popup, the arrow keys scroll it. */}
          <Combobox.Options aria-label="Customers" mah={CUSTOMER_DROPDOWN_MAX_HEIGHT_PX} style={{ overflowY: 'auto' }}>
            {matches.slice(0, MAX_OPTIONS).map((customer) => (
              <Combobox.Option value={customer.id} key={customer.id} active={customer.id === value} aria-selected={customer.id === value}>
                {customer.name || 'Unnamed customer'}
              </Combobox.Option>
            ))}
            {offerCreate && <Combobox.Option value={CREATE_OPTION}>{`+ Create customer "${typed}"`}</Combobox.Option>}
            {matches.length === 0 && !offerCreate && (
              <Combobox.Empty>{customers.isPending ? 'Loading customers...' : 'No customers found'}</Combobox.Empty>
            )}
          </Combobox.Options>
          {matches.length > MAX_OPTIONS && (
            <Combobox.Footer>
              <Text size="xs" c="dimmed">{`Showing ${MAX_OPTIONS} of ${matches.length}: type to narrow`}</Text>
            </Combobox.Footer>
          )}
        </Combobox.Dropdown>
      </Combobox>
      {create.isPending && <Text size="sm" c="dimmed">{`Adding customer "${create.variables?.name ?? ''}"...`}</Text>}
      {create.isError && (
        <Box mt="xs">
          <FailureAlert title="Failed to add customer" error={create.error} />
        </Box>
      )}
    </div>
  );
}
