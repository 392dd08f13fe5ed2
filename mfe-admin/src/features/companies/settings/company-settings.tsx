import { useMutation } from '@tanstack/react-query';
import { createDemoDataMutationOptions, updateCompanyMutationOptions } from '@groombook/api-client';
import type { Company } from '@groombook/contracts';
import { Divider, showFeedback, Stack, successFeedback } from '@groombook/ui';
import { demoDataMessage } from './demo-data-message';
import { CompanyNameForm } from './company-name-form';
import { DemoDataSection } from './demo-data-section';
import { SmsSettingsForm } from './sms-settings-form';

/**
 * The body of the Company Settings dialog: rename, the SMS settings, and fill the company with
 * demo data. Each success is said in the toast; a failure stays beside its form.
 */
export function CompanySettings({ company }: { company: Company }) {
  const rename = useMutation(updateCompanyMutationOptions());
  const sms = useMutation(updateCompanyMutationOptions());
  const demoData = useMutation(createDemoDataMutationOptions());
  const busy = rename.isPending || sms.isPending || demoData.isPending;

  return (
    <Stack>
      <CompanyNameForm
        currentName={company.name}
        saving={rename.isPending}
        disabled={busy}
        error={rename.isError ? rename.error : null}
        onEdit={() => rename.reset()}
        onSave={(name) => rename.mutate({ id: company.id, name }, { onSuccess: () => showFeedback(successFeedback(`Company name updated to ${name}`)) })}
      />
      <Divider />
      <SmsSettingsForm
        company={company}
        saving={sms.isPending}
        disabled={busy}
        error={sms.isError ? sms.error : null}
        onEdit={() => sms.reset()}
        onSave={(settings) =>
          sms.mutate({ id: company.id, name: company.name, ...settings }, { onSuccess: () => showFeedback(successFeedback('SMS settings saved')) })
        }
      />
      <Divider />
      <DemoDataSection
        running={demoData.isPending}
        disabled={busy}
        error={demoData.isError ? demoData.error : null}
        onCreate={() => demoData.mutate(company.id, { onSuccess: (result) => showFeedback(successFeedback(demoDataMessage(result))) })}
      />
    </Stack>
  );
}
