import { Button, Card, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { Page } from '@groombook/ui';

export function DashboardPage() {
  return (
    <Page title="Dashboard">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Card withBorder component={Link} to="/services">
          <Text fw={600}>Services</Text>
          <Text c="dimmed" size="sm">
            See the service price list
          </Text>
        </Card>
      </SimpleGrid>
      <Button component={Link} to="/add-appointment" size="xl">
        Add New Appointment
      </Button>
    </Page>
  );
}
