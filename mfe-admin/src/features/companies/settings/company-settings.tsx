import { useMutation } from '@tanstack/react-query';
import { Divider, Stack } from '@mantine/core';
import { createDemoDataMutationOptions, updateCompanyMutationOptions } from '@groombook/api-client';
import type { Company } from '@groombook/contracts';
import { CompanyNameForm } from './company-name-form';
import { DemoDataSection } from './demo-data-section';

/** The body of the Company Settings dialog: rename, and fill the company with demo data. */
export function CompanySettings({ company }: { company: Company }) {
  const rename = useMutation(updateCompanyMutationOptions());
  const demoData = useMutation(createDemoDataMutationOptions());
  const busy = rename.isPending || demoData.isPending;

  return (
    <Stack>
      <CompanyNameForm
        currentName={company.name}
        saving={rename.isPending}
        disabled={busy}
        saved={rename.isSuccess}
        error={rename.isError ? rename.error : null}
        onEdit={() => rename.reset()}
        onSave={(name) => rename.mutate({ id: company.id, name })}
      />
      <Divider />
      <DemoDataSection
        running={demoData.isPending}
        disabled={busy}
        result={demoData.data ?? null}
        error={demoData.isError ? demoData.error : null}
        onCreate={() => demoData.mutate(company.id)}
      />
    </Stack>
  );
}
