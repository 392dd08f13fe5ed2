import { useMemo, useState, type FormEvent } from 'react';
import type { Company } from '@groombook/contracts';
import { Alert, Button, FailureAlert, Group, Stack, TextInput } from '@groombook/ui';
import { Select } from '@groombook/ui/controls';

export interface SmsSettings {
  time_zone: string;
  sms_contact_line: string | null;
}

export interface SmsSettingsFormProps {
  company: Company;
  saving: boolean;
  disabled: boolean;
  saved: boolean;
  error: Error | null;
  onEdit: () => void;
  onSave: (settings: SmsSettings) => void;
}

/** Every IANA time zone the browser knows, the company's own first if it is not among them. */
function timeZoneOptions(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes(current) ? zones : [current, ...zones];
}

/**
 * The company's SMS settings: its time zone (marketing texts go out from 08:00 to 21:00 there,
 * and the monthly limit counts its calendar months) and the contact line sent in answer to HELP.
 */
export function SmsSettingsForm({ company, saving, disabled, saved, error, onEdit, onSave }: SmsSettingsFormProps) {
  const [timeZone, setTimeZone] = useState(company.time_zone);
  const [contactLine, setContactLine] = useState(company.sms_contact_line ?? '');
  const zones = useMemo(() => timeZoneOptions(company.time_zone), [company.time_zone]);
  const unchanged = timeZone === company.time_zone && contactLine.trim() === (company.sms_contact_line ?? '');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (unchanged) return;
    onSave({ time_zone: timeZone, sms_contact_line: contactLine.trim() || null });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Select
          label="Time zone"
          description="Marketing texts go out from 08:00 to 21:00 here."
          data={zones}
          value={timeZone}
          onChange={(value) => {
            if (value) setTimeZone(value);
            onEdit();
          }}
          searchable
          allowDeselect={false}
        />
        <TextInput
          label="SMS contact line"
          description="Sent when a customer texts HELP, e.g. 'Call us at 201-555-0100'."
          maxLength={200}
          value={contactLine}
          onChange={(event) => {
            setContactLine(event.currentTarget.value);
            onEdit();
          }}
        />
        <Group>
          <Button type="submit" loading={saving} disabled={disabled || unchanged}>
            Save SMS Settings
          </Button>
        </Group>
        {saved && <Alert color="green">SMS settings saved</Alert>}
        {error && <FailureAlert title="Failed to save SMS settings" error={error} />}
      </Stack>
    </form>
  );
}
