import type { Company } from '@groombook/contracts';
import { auditLogPath, companyUsersPath } from '@groombook/routes';
import { Badge, Button, Card, Group, LinkButton, Stack, Text, Title } from '@groombook/ui';
import { formatDate } from '../../shared/format-date';
import { UNCLIPPED_BADGE } from '../../shared/unclipped-badge';
import { CompanyStatusButton } from './company-status-button';

export interface CompanyCardProps {
  company: Company;
  onOpenSettings: () => void;
}

export function CompanyCard({ company, onOpenSettings }: CompanyCardProps) {
  const active = company.status === 'active';
  return (
    <Card withBorder padding="lg" component="article" aria-label={company.name}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h4" miw={0} style={{ overflowWrap: 'anywhere' }}>
            {company.name}
          </Title>
          {/* Anything but active (suspended) locks the company's users out. */}
          <Badge color={active ? 'green' : 'gray'} {...UNCLIPPED_BADGE}>{company.status}</Badge>
        </Group>
        <Text size="sm">Users: {company.user_count}</Text>
        <Text size="sm" c="dimmed">
          Created: {formatDate(company.createdAt)}
        </Text>
        <Group gap="xs" mt="auto">
          <LinkButton to={companyUsersPath(company.id)} size="sm">
            Manage Users
          </LinkButton>
          <Button variant="default" size="sm" onClick={onOpenSettings}>
            Company Settings
          </Button>
          <LinkButton to={auditLogPath(company.id)} variant="subtle" size="sm" aria-label={`Audit Log of ${company.name}`}>
            Audit Log
          </LinkButton>
          <CompanyStatusButton company={company} />
        </Group>
      </Stack>
    </Card>
  );
}
