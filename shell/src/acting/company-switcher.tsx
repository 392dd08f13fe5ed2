import { Button, Divider, NativeSelect, Stack, Text, UnstyledButton } from '@groombook/ui';
import { HeaderDisclosure } from '../shared/header-disclosure';
import { CHOOSE_COMPANY, companyChoiceLabel, useCompanyChoice } from './use-company-choice';

/**
 * The super admin's company switcher in the header: the company they act in (or a prompt to
 * choose one) and, opened, every company and a way to stop acting.
 */
export function CompanySwitcher() {
  const { acting, companies, choose, stop } = useCompanyChoice();

  return (
    <HeaderDisclosure
      testId="company-switcher"
      panelWidth={280}
      trigger={
        acting ? (
          <Stack gap={0} align="flex-start">
            <Text span size="xs" c="dimmed" lh={1.2}>
              Acting in:
            </Text>{' '}
            <Text span size="sm" fw={600} lh={1.3} truncate="end" maw={150} title={acting.name}>
              {acting.name}
            </Text>
          </Stack>
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

const NOT_ACTING = '';

/** The same choice in the drawer (narrow screens): one select, 'No company' to stop acting. */
export function DrawerCompanySwitcher() {
  const { acting, companies, choose, stop } = useCompanyChoice();
  const options = [
    { value: NOT_ACTING, label: 'No company (not acting)' },
    ...(companies.data ?? []).map((company) => ({ value: company.id, label: companyChoiceLabel(company) })),
  ];
  // The chosen company shows even before the list arrives.
  if (acting && !companies.data) options.push({ value: acting.id, label: acting.name });

  return (
    <NativeSelect
      label="Acting in"
      data={options}
      value={acting?.id ?? NOT_ACTING}
      onChange={(event) => {
        const company = companies.data?.find((candidate) => candidate.id === event.currentTarget.value);
        if (company) choose(company);
        else stop();
      }}
      error={companies.isError ? 'The companies could not be loaded.' : undefined}
    />
  );
}
