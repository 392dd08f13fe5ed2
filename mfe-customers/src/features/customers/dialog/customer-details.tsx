import type { Customer } from '@groombook/contracts';
import { formatPhone } from '@groombook/domain';
import { Button, Group, Stack, Text } from '@groombook/ui';

export interface CustomerDetailsProps {
  customer: Customer;
  onEdit: () => void;
  onClose: () => void;
}

/** The customer read-only, as the dialog opens on them: phone and notes, with 'Edit' to change them. */
export function CustomerDetails({ customer, onEdit, onClose }: CustomerDetailsProps) {
  return (
    <Stack gap="sm">
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', margin: 0 }}>
        <Text component="dt" c="dimmed" size="sm">
          Phone
        </Text>
        <Text component="dd" m={0}>
          {customer.phone_number ? formatPhone(customer.phone_number) : 'No phone number'}
        </Text>
        <Text component="dt" c="dimmed" size="sm">
          Notes
        </Text>
        <Text component="dd" m={0} style={{ whiteSpace: 'pre-line' }}>
          {customer.notes?.trim() || 'No notes'}
        </Text>
      </dl>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
        <Button onClick={onEdit}>Edit</Button>
      </Group>
    </Stack>
  );
}
