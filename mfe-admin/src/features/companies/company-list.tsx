import { useQuery } from '@tanstack/react-query';
import { companiesQueryOptions } from '@groombook/api-client';
import { Center, EmptyState, FailureAlert, Loader, SimpleGrid } from '@groombook/ui';
import { CompanyCard } from './company-card';

export function CompanyList({ onOpenSettings }: { onOpenSettings: (companyId: string) => void }) {
  const companies = useQuery(companiesQueryOptions());

  if (companies.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading companies" />
      </Center>
    );
  }
  if (companies.isError) return <FailureAlert title="Error loading companies" error={companies.error} />;
  if (companies.data.length === 0) {
    return <EmptyState title="No companies yet" description="Create the first company to get started." />;
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
      {companies.data.map((company) => (
        <CompanyCard key={company.id} company={company} onOpenSettings={() => onOpenSettings(company.id)} />
      ))}
    </SimpleGrid>
  );
}
