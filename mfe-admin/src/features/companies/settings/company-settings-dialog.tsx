import { useQuery } from '@tanstack/react-query';
import { companiesQueryOptions } from '@groombook/api-client';
import { ResponsiveModal } from '@groombook/ui/dialogs';
import { CompanySettings } from './company-settings';

export interface CompanySettingsDialogProps {
  /** The company whose settings are open, or null when the dialog is closed. */
  companyId: string | null;
  onClose: () => void;
}

export function CompanySettingsDialog({ companyId, onClose }: CompanySettingsDialogProps) {
  const companies = useQuery(companiesQueryOptions());
  const company = companies.data?.find((candidate) => candidate.id === companyId) ?? null;

  return (
    <ResponsiveModal opened={company !== null} onClose={onClose} title="Company Settings">
      {company && <CompanySettings key={company.id} company={company} />}
    </ResponsiveModal>
  );
}
