import { useEffect, useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { auditLogQueryOptions, companiesQueryOptions } from '@groombook/api-client';
import { AUDIT_LOG_COMPANY_PARAM, AUDIT_LOG_TARGET_PARAM, ROUTES } from '@groombook/routes';
import { Button, Center, EmptyState, Group, LoadingState, Page, QueryFailureAlert, SearchField, Stack, useDebouncedValue } from '@groombook/ui';
import { Select } from '@groombook/ui/controls';
import { useSearchParams } from '@groombook/ui/router';
import { AuditLogTable } from './audit-log-table';

const ALL_COMPANIES = '';
/** Typing pauses this long before the server is asked. */
const TARGET_DELAY_MS = 300;

/**
 * /super-admin/audit-log: what super admins did (every write, every request made acting in a
 * company, every read of the development mailbox and SMS simulator), newest first, of one
 * company or all and about one target or any; older entries a page at a time. The filters are
 * in the address, so the list can be linked to.
 */
export function AuditLogPage() {
  const [params, setParams] = useSearchParams();
  const companyId = params.get(AUDIT_LOG_COMPANY_PARAM) ?? ALL_COMPANIES;
  const target = params.get(AUDIT_LOG_TARGET_PARAM) ?? '';
  const [typed, setTyped] = useState(target);
  const [settled] = useDebouncedValue(typed.trim(), TARGET_DELAY_MS);
  const companies = useQuery(companiesQueryOptions());
  const log = useInfiniteQuery(auditLogQueryOptions({ companyId: companyId || undefined, target: target || undefined }));
  const entries = log.data?.pages.flat() ?? [];

  const showFilters = (company: string, about: string) =>
    setParams({ ...(company ? { [AUDIT_LOG_COMPANY_PARAM]: company } : {}), ...(about ? { [AUDIT_LOG_TARGET_PARAM]: about } : {}) }, { replace: true });

  useEffect(() => {
    if (settled !== target) showFilters(companyId, settled);
    // Only the typing settling moves the address; the rest is read from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  return (
    <Page title={ROUTES.auditLog.title}>
      <Group align="flex-end">
        <Select
          label="Company"
          data={[
            { value: ALL_COMPANIES, label: 'All companies' },
            ...(companies.data ?? []).map((company) => ({ value: company.id, label: company.name })),
          ]}
          value={companyId}
          onChange={(value) => showFilters(value ?? ALL_COMPANIES, target)}
          allowDeselect={false}
          searchable
          w={320}
        />
        <SearchField label="Target" placeholder="A user's email, a company's name or an id" value={typed} onChange={setTyped} inToolbar />
      </Group>
      {log.isPending ? (
        <LoadingState label="Loading the audit log..." />
      ) : log.isError && entries.length === 0 ? (
        <QueryFailureAlert title="Failed to load the audit log" query={log} />
      ) : entries.length === 0 ? (
        <EmptyState
          title={target ? 'Nothing recorded about this target' : 'Nothing recorded yet'}
          description="Each write of a super admin, each request made while acting in a company and each read of the development mailbox or SMS simulator is listed here."
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
