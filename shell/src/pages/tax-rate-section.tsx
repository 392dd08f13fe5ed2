import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { companySettingsQueryOptions, updateCompanySettingsMutationOptions } from '@groombook/api-client';
import { updateCompanySettingsRequestSchema } from '@groombook/contracts';
import { Alert, Button, Card, FailureAlert, Group, LoadingState, showFeedback, Stack, successFeedback, Title } from '@groombook/ui';
import { NumberInput } from '@groombook/ui/controls';

/** The company's tax rate, which every appointment's total uses: shown and set by its admins (a save says so in the toast). */
export function TaxRateSection() {
  const settings = useQuery(companySettingsQueryOptions());
  const save = useMutation(updateCompanySettingsMutationOptions());
  const [draft, setDraft] = useState<number | string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const value = draft ?? settings.data?.tax_rate_percent ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateCompanySettingsRequestSchema.safeParse({ tax_rate_percent: value === '' ? Number.NaN : Number(value) });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Tax rate is not valid');
      return;
    }
    setProblem(null);
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        setDraft(null);
        showFeedback(successFeedback(`Tax rate saved: ${saved.tax_rate_percent}%`));
      },
    });
  };

  return (
    <Card withBorder maw={640}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4">
            Company
          </Title>
          {settings.isPending && <LoadingState label="Loading the tax rate..." />}
          {settings.isError && <FailureAlert title="Failed to load the tax rate" error={settings.error} />}
          {problem && (
            <Alert color="red" role="alert" title="Failed to save the tax rate">
              {problem}
            </Alert>
          )}
          {save.isError && <FailureAlert title="Failed to save the tax rate" error={save.error} />}
          {settings.isSuccess && (
            <Group align="flex-end">
              <NumberInput
                label="Tax rate (%)"
                description="Added to every appointment's price from now on"
                min={0}
                max={100}
                decimalScale={3}
                value={value}
                onChange={(next) => setDraft(next)}
                w={220}
              />
              <Button type="submit" loading={save.isPending}>
                Save tax rate
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Card>
  );
}
