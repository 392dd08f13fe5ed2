import { memo, type CSSProperties } from 'react';
import { formatPhone } from '@groombook/domain';
import type { Customer } from '@groombook/contracts';
import { customerPath } from '@groombook/routes';
import { Anchor, Group, Text } from '@groombook/ui';
import { Checkbox } from '@groombook/ui/controls';
import { Link } from '@groombook/ui/router';
import { customerDisplayName } from '../customer-name';

export interface CustomerRowProps {
  customer: Customer;
  selected: boolean;
  onToggle: (customerId: string) => void;
  /** Where the virtual list places the row. */
  style: CSSProperties;
  position: number;
  total: number;
}

/** One customer in the list: a checkbox to select it for deletion and its name linking to the dialog. */
export const CustomerRow = memo(function CustomerRow({ customer, selected, onToggle, style, position, total }: CustomerRowProps) {
  const name = customerDisplayName(customer);
  return (
    <Group
      role="listitem"
      aria-posinset={position}
      aria-setsize={total}
      wrap="nowrap"
      gap="sm"
      px="sm"
      style={{ ...style, borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Checkbox aria-label={`Select ${name}`} checked={selected} onChange={() => onToggle(customer.id)} />
      <Anchor component={Link} to={customerPath(customer.id)} fw={500} truncate="end" miw={0}>
        {name}
      </Anchor>
      {customer.phone_number && (
        <Text c="dimmed" size="sm" ml="auto" truncate="end" style={{ flexShrink: 0, maxWidth: '40%' }}>
          {formatPhone(customer.phone_number)}
        </Text>
      )}
    </Group>
  );
});
