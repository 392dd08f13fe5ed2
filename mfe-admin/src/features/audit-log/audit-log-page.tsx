import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { auditLogQueryOptions, companiesQueryOptions } from '@groombook/api-client';
import { AUDIT_LOG_COMPANY_PARAM } from '@groombook/routes';
import { Button, Center, EmptyState, Group, LoadingState, Page, QueryFailureAlert, Stack } from '@groombook/ui';
import { Select } from '@groombook/ui/controls';
import { useSearchParams } from '@groombook/ui/router';
import { AuditLogTable } from './audit-log-table';

const ALL_COMPANIES = '';

/**
 * /super-admin/audit-log: the requests super admins made while acting in a company, newest
 * first, one company's or all; older entries a page at a time. The company chosen is in the
 * address, so the list can be linked to.
 */
export function AuditLogPage() {
  const [params, setParams] = useSearchParams();
  const companyId = params.get(AUDIT_LOG_COMPANY_PARAM) ?? ALL_COMPANIES;
  const companies = useQuery(companiesQueryOptions());
  const log = useInfiniteQuery(auditLogQueryOptions({ companyId: companyId || undefined }));
  const entries = log.data?.pages.flat() ?? [];

  const chooseCompany = (value: string | null) =>
    setParams(value ? { [AUDIT_LOG_COMPANY_PARAM]: value } : {}, { replace: true });

  return (
    <Page title="Audit Log">
      <Group align="flex-end">
        <Select
          label="Company"
          data={[
            { value: ALL_COMPANIES, label: 'All companies' },
            ...(companies.data ?? []).map((company) => ({ value: company.id, label: company.name })),
          ]}
          value={companyId}
          onChange={chooseCompany}
          allowDeselect={false}
          searchable
          w={320}
        />
      </Group>
      {log.isPending ? (
        <LoadingState label="Loading the audit log..." />
      ) : log.isError && entries.length === 0 ? (
        <QueryFailureAlert title="Failed to load the audit log" query={log} />
      ) : entries.length === 0 ? (
        <EmptyState
          title="Nothing recorded yet"
          description="Each request a super admin makes while acting in a company is listed here."
        />
      ) : (
        <Stack>
          <AuditLogTable entries={entries} />
          {log.isFetchNextPageError && <QueryFailureAlert title="Failed to load older entries" query={log} />}
          {log.hasNextPage && (
            <Center>
              <Button variant="default" onClick={() => void log.fetchNextPage()} loading={log.isFetchingNextPage}>
                Load older entries
              </Button>
            </Center>
          )}
        </Stack>
      )}
    </Page>
  );
}
