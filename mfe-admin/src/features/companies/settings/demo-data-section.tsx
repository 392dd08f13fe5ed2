import { Button, FailureAlert, Group, Loader, Stack, Text } from '@groombook/ui';

export interface DemoDataSectionProps {
  running: boolean;
  disabled: boolean;
  error: Error | null;
  onCreate: () => void;
}

export function DemoDataSection({ running, disabled, error, onCreate }: DemoDataSectionProps) {
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Adds sample customers, groomers and appointments to this company.
      </Text>
      <Group>
        <Button variant="light" onClick={onCreate} disabled={disabled}>
          Create Demo Data
        </Button>
        {running && (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text size="sm">Creating demo data...</Text>
          </Group>
        )}
      </Group>
      {error && <FailureAlert title="Failed to create demo data" error={error} />}
    </Stack>
  );
}
