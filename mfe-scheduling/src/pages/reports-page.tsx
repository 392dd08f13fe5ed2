import { Page, Text } from '@groombook/ui';

export function ReportsPage() {
  return (
    <Page title="Revenue Reports">
      <Text c="dimmed">Daily totals, revenue per employee and monthly totals.</Text>
    </Page>
  );
}
