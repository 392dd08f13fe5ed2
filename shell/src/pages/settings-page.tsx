import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { meQueryOptions } from '@groombook/api-client';
import { useSession, workingCompanyId } from '@groombook/auth';
import { isAdminRole } from '@groombook/domain';
import { Badge, Card, Group, Page, Stack, Text } from '@groombook/ui';
import { accountTypeLabel } from '../layout/account-labels';
import { ClosedDaysSection } from './settings/closed-days-section';
import { OnlineBookingSection } from './settings/online-booking-section';
import { OpeningHoursSection } from './settings/opening-hours-section';
import { RemindersSection } from './settings/reminders-section';
import { TaxRateSection } from './tax-rate-section';
import { ROUTES } from '@groombook/routes';

function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleDateString(undefined, { dateStyle: 'long' });
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="md" wrap="nowrap" align="baseline">
      <Text fw={600} w={140} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text component="div" style={{ wordBreak: 'break-all' }}>
        {children}
      </Text>
    </Group>
  );
}

/** The user's company, or the one a super admin acts in, said as such. */
function companyText(me: { company_name: string | null; acting: boolean } | undefined, pending: boolean): string {
  if (!me) return pending ? 'Loading...' : 'None';
  if (!me.company_name) return 'None';
  return me.acting ? `${me.company_name} (acting as super admin)` : me.company_name;
}

export function SettingsPage() {
  const user = useSession((s) => s.session?.user ?? null);
  const role = useSession((s) => s.role);
  // The company's own settings: for the admins of the company they work in.
  const companyAdmin = useSession((s) => isAdminRole(s.role) && workingCompanyId(s) !== null);
  // The company name is not part of the session; it comes with /api/me.
  const me = useQuery({ ...meQueryOptions(), enabled: user !== null });

  return (
    <Page title={ROUTES.settings.title}>
      {user ? (
        <Card withBorder maw={640}>
          <Stack gap="sm">
            <Row label="Email">{user.email}</Row>
            <Row label="User ID">{user.id}</Row>
            <Row label="Company">{companyText(me.data, me.isPending)}</Row>
            <Row label="Account type">
              <Badge variant="light">{accountTypeLabel(role)}</Badge>
            </Row>
            <Row label="Account created">{formatDate(user.createdAt)}</Row>
          </Stack>
        </Card>
      ) : (
        <Text>Please log in to view your settings.</Text>
      )}
      {user && companyAdmin && (
        <>
          <TaxRateSection />
          <OpeningHoursSection />
          <ClosedDaysSection />
          <OnlineBookingSection />
          <RemindersSection />
        </>
      )}
    </Page>
  );
}
