import { useMutation } from '@tanstack/react-query';
import { sendTextBookingConfirmationMutationOptions } from '@groombook/api-client';
import { Alert, Button, Group, Text } from '@groombook/ui';

/** What the conversation hands the form in the router's state: whom the confirmation goes to. */
export function textBookingCustomer(state: unknown): { name: string } {
  const name = typeof state === 'object' && state !== null && 'textBookingCustomer' in state ? state.textBookingCustomer : null;
  return { name: typeof name === 'string' && name.trim() ? name.trim() : 'the customer' };
}

/** After an appointment booked from a customer's texts is saved: one click texts them its confirmation. */
export function TextConfirmation({ appointmentId, customerName }: { appointmentId: string; customerName: string }) {
  const send = useMutation(sendTextBookingConfirmationMutationOptions());
  if (send.isSuccess) {
    return (
      <Alert color="green" role="status" title="Confirmation sent">
        {`The confirmation was texted to ${customerName}.`}
      </Alert>
    );
  }
  return (
    <Group gap="sm">
      <Button onClick={() => send.mutate(appointmentId)} loading={send.isPending}>
        {`Text confirmation to ${customerName}`}
      </Button>
      {send.isError && (
        <Text c="red.8" role="alert">
          {`Failed to text the confirmation: ${send.error.message}`}
        </Text>
      )}
    </Group>
  );
}
