import { Button, Divider, HeaderDisclosure, Stack, Text, UnstyledButton } from '@groombook/ui';
import { CHOOSE_COMPANY, companyChoiceLabel, useCompanyChoice } from './use-company-choice';

/**
 * The super admin's company switcher, in the row under the header at every width: the company
 * they act in (or a prompt to choose one) and, opened, every company and a way to stop acting.
 */
export function CompanySwitcher() {
  const { acting, companies, choose, stop } = useCompanyChoice();

  return (
    <HeaderDisclosure
      testId="company-switcher"
      panelWidth={280}
      align="start"
      trigger={
        acting ? (
          <>
            <Text span size="sm" c="dimmed">
              Acting in:
            </Text>{' '}
            <Text span size="sm" fw={600} truncate="end" maw="calc(100vw - 150px)" title={acting.name}>
              {acting.name}
            </Text>
          </>
        ) : (
          <Text span size="sm" fw={600}>
            {CHOOSE_COMPANY}
          </Text>
        )
      }
    >
      {(close) => (
        <Stack gap={2}>
          <Text size="xs" fw={700} c="dimmed" px={8} py={4}>
            Act in a company
          </Text>
          {companies.isPending && (
            <Text size="sm" px={8} role="status">
              Loading companies...
            </Text>
          )}
          {companies.isError && (
            <Stack gap={4} px={8} align="flex-start">
              <Text size="sm" role="alert">
                The companies could not be loaded.
              </Text>
              <Button size="compact-xs" variant="light" onClick={() => void companies.refetch()} loading={companies.isFetching}>
                Retry
              </Button>
            </Stack>
          )}
          <Stack gap={2} mah={320} style={{ overflowY: 'auto' }}>
            {companies.data?.map((company) => (
              <UnstyledButton
                key={company.id}
                className="gb-header-panel-item"
                aria-current={company.id === acting?.id ? 'true' : undefined}
                fw={company.id === acting?.id ? 600 : undefined}
                onClick={() => {
                  choose(company);
                  close();
                }}
              >
                {companyChoiceLabel(company)}
              </UnstyledButton>
            ))}
          </Stack>
          {acting && (
            <>
              <Divider my={4} />
              <UnstyledButton
                className="gb-header-panel-item"
                onClick={() => {
                  stop();
                  close();
                }}
              >
                Stop acting
              </UnstyledButton>
            </>
          )}
        </Stack>
      )}
    </HeaderDisclosure>
  );
}
