import { useQuery } from '@tanstack/react-query';
import { smsSummaryQueryOptions } from '@groombook/api-client';
import { useSession } from '@groombook/auth';
import { isAdminRole } from '@groombook/domain';
import { Group, Page, PageActionLink, SimpleGrid, Stack, Text } from '@groombook/ui';
import { ROUTES } from '@groombook/routes';
import { monthlyRevenueQuery, totalCustomersQuery, upcomingAppointmentsQuery } from './dashboard/dashboard-data';
import { Figure, SummaryCard } from './dashboard/summary-card';
// In Home's own chunk, which only Home loads: the day's columns and one-click moves stay out of
// the shell's first download, and arrive with the page rather than after it.
import { TodaySchedule } from './dashboard/today/today-schedule';

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The monthly revenue figure lives in its own component so only admins ever ask for it. */
function MonthlyRevenueFigure() {
  const revenue = useQuery(monthlyRevenueQuery());
  return <Figure>{revenue.isPending ? 'Loading...' : currency.format(revenue.data ?? 0)}</Figure>;
}

/** Shown for a figure that could not be read: the card stays, without pretending it is zero. */
const UNKNOWN = '—';

/** This month's texts and the conversations waiting for a reader; admins only, like the card. */
function MarketingFigures() {
  const summary = useQuery({ ...smsSummaryQueryOptions(), retry: false });
  const figure = (value: number | undefined) => (summary.isPending ? 'Loading...' : (value ?? UNKNOWN));
  return (
    <Group gap="xl" align="flex-start">
      <Stack gap={0}>
        <Figure>{figure(summary.data?.messages_this_month)}</Figure>
        <Text size="sm" c="dimmed">
          Messages this month
        </Text>
      </Stack>
      <Stack gap={0}>
        <Figure>{figure(summary.data?.unread_conversations)}</Figure>
        <Text size="sm" c="dimmed">
          Unread conversations
        </Text>
      </Stack>
    </Group>
  );
}

export function DashboardPage() {
  const role = useSession((s) => s.role);
  const isAdmin = isAdminRole(role);
  const upcoming = useQuery(upcomingAppointmentsQuery());
  const customers = useQuery(totalCustomersQuery());

  return (
    <Page title={ROUTES.home.title} actions={<PageActionLink action={ROUTES.home.action} />}>
      <TodaySchedule />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        <SummaryCard title="Upcoming Appointments" to={ROUTES.appointments.path}>
          <Figure>{upcoming.isPending ? 'Loading...' : (upcoming.data ?? 0)}</Figure>
        </SummaryCard>
        <SummaryCard title="Total Customers">
          <Figure>{customers.isPending ? 'Loading...' : (customers.data ?? 0)}</Figure>
        </SummaryCard>
        <SummaryCard title="Services" to={ROUTES.services.path}>
          <Text c="dimmed" size="sm">
            See the service price list
          </Text>
        </SummaryCard>
        {isAdmin && (
          <SummaryCard title="Monthly Revenue" to={ROUTES.reports.path}>
            <MonthlyRevenueFigure />
          </SummaryCard>
        )}
        {isAdmin && (
          <SummaryCard title="Marketing" to={ROUTES.marketing.path}>
            <MarketingFigures />
          </SummaryCard>
        )}
      </SimpleGrid>
    </Page>
  );
}
