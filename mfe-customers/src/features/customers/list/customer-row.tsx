import { memo, type CSSProperties } from 'react';
import { formatPhone } from '@groombook/domain';
import type { Customer } from '@groombook/contracts';
import { customerPath } from '@groombook/routes';
import { Anchor, Box, Group, Text } from '@groombook/ui';
import { Checkbox } from '@groombook/ui/controls';
import { Link } from '@groombook/ui/router';
import { customerDisplayName } from '../customer-name';

/** The least a finger needs (WCAG 2.5.5). */
const TOUCH_TARGET_PX = 44;

export interface CustomerRowProps {
  customer: Customer;
  selected: boolean;
  /** The row a dialog just closed on (a customer saved or opened): tinted so the eye finds it. */
  highlighted?: boolean;
  onToggle: (customerId: string) => void;
  /** Where the virtual list places the row. */
  style: CSSProperties;
  position: number;
  total: number;
}

/**
 * One customer in the list: a checkbox to select it for deletion and its name linking to the
 * dialog. The checkbox's label is a 44px square around it, the touch target on a phone, which
 * also keeps it clear of the link.
 */
export const CustomerRow = memo(function CustomerRow({ customer, selected, highlighted = false, onToggle, style, position, total }: CustomerRowProps) {
  const name = customerDisplayName(customer);
  return (
    <Group
      role="listitem"
      aria-posinset={position}
      aria-setsize={total}
      wrap="nowrap"
      gap="xs"
      pl={4}
      pr="sm"
      data-customer-id={customer.id}
      style={{
        ...style,
        borderBottom: '1px solid var(--mantine-color-default-border)',
        background: highlighted ? 'var(--mantine-primary-color-light)' : undefined,
      }}
    >
      <Box
        component="label"
        w={TOUCH_TARGET_PX}
        h={TOUCH_TARGET_PX}
        style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', flexShrink: 0, cursor: 'pointer' }}
      >
        <Checkbox size="md" aria-label={`Select ${name}`} checked={selected} onChange={() => onToggle(customer.id)} />
      </Box>
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
