import { useState } from 'react';
import { ROUTES } from '@groombook/routes';
import { Group, LinkButton, Page } from '@groombook/ui';
import { Outlet } from '@groombook/ui/router';
import { CompanySettingsDialog } from './settings/company-settings-dialog';
import { CompanyList } from './company-list';

/** /super-admin/companies: the company tenants; its child routes open their dialogs over it. */
export function CompaniesPage() {
  const [settingsCompanyId, setSettingsCompanyId] = useState<string | null>(null);

  return (
    <Page
      title={ROUTES.companies.title}
      actions={
        <Group gap="xs">
          <LinkButton to={ROUTES.auditLog.path} variant="default">
            Audit Log
          </LinkButton>
          <LinkButton to={ROUTES.queues.path} variant="default">
            Queues
          </LinkButton>
          <LinkButton to={ROUTES.newCompany.path}>Create New Company</LinkButton>
        </Group>
      }
    >
      <CompanyList onOpenSettings={setSettingsCompanyId} />
      <CompanySettingsDialog companyId={settingsCompanyId} onClose={() => setSettingsCompanyId(null)} />
      <Outlet />
    </Page>
  );
}
