import { ROUTES } from '@groombook/routes';
import { Badge, Button, Card, Center, Group, LinkButton, Loader, Page, QueryFailureAlert, SimpleGrid, Stack, Text, Title } from '@groombook/ui';
import { useCompanyChoice } from './use-company-choice';

/**
 * What a super admin sees on a page of one company's data before choosing the company: the
 * companies to choose from. A super admin belongs to no salon, so without a choice the API
 * would refuse the page's data and it would show as empty lists and zeros.
 */
export function ChooseCompanyPage() {
  const { companies, choose } = useCompanyChoice();

  return (
    <Page title="Choose a company" actions={<LinkButton to={ROUTES.companies.path} variant="default">Manage companies</LinkButton>}>
      <Text maw={720}>
        As a super admin you belong to no salon. Choose the company to work in: this page and the others show its customers,
        appointments and figures, and every request you make in it is recorded in the audit log. The switcher in the header
        changes or ends the choice.
      </Text>
      {companies.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading companies" />
        </Center>
      ) : companies.isError ? (
        <QueryFailureAlert title="Error loading companies" query={companies} />
      ) : companies.data.length === 0 ? (
        <Text c="dimmed">There are no companies yet: create one under Manage companies.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {companies.data.map((company) => (
            <Card key={company.id} withBorder component="article" aria-label={company.name}>
              <Stack gap="sm" h="100%">
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <Title order={2} size="h4">
                    {company.name}
                  </Title>
                  <Badge color={company.status === 'active' ? 'green' : 'gray'}>{company.status}</Badge>
                </Group>
                <Text size="sm">Users: {company.user_count}</Text>
                <Button mt="auto" onClick={() => choose(company)}>
                  Work in this company
                </Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Page>
  );
}
