import type { Company } from '@groombook/contracts';
import { companyUsersPath } from '@groombook/routes';
import { Badge, Button, Card, Group, LinkButton, Stack, Text, Title } from '@groombook/ui';
import { formatDate } from '../../shared/format-date';

export interface CompanyCardProps {
  company: Company;
  onOpenSettings: () => void;
}

export function CompanyCard({ company, onOpenSettings }: CompanyCardProps) {
  return (
    <Card withBorder padding="lg" component="article" aria-label={company.name}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h4">
            {company.name}
          </Title>
          <Badge color={company.status === 'active' ? 'green' : 'gray'}>{company.status}</Badge>
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
        </Group>
      </Stack>
    </Card>
  );
}
