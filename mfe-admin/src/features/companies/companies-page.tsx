import { useState } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { Button } from '@mantine/core';
import { ROUTES } from '@groombook/routes';
import { Page } from '@groombook/ui';
import { CompanySettingsDialog } from './settings/company-settings-dialog';
import { CompanyList } from './company-list';

/** /super-admin/companies: the company tenants; its child routes open their dialogs over it. */
export function CompaniesPage() {
  const [settingsCompanyId, setSettingsCompanyId] = useState<string | null>(null);

  return (
    <Page
      title="Company Management"
      actions={
        <Button component={Link} to={ROUTES.newCompany.path}>
          Create New Company
        </Button>
      }
    >
      <CompanyList onOpenSettings={setSettingsCompanyId} />
      <CompanySettingsDialog companyId={settingsCompanyId} onClose={() => setSettingsCompanyId(null)} />
      <Outlet />
    </Page>
  );
}
