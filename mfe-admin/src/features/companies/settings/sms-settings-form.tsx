import { useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import { smsNumberSchema, type Company } from '@groombook/contracts';
import { Button, FailureAlert, Group, Stack, TextInput } from '@groombook/ui';
import { Select } from '@groombook/ui/controls';

export interface SmsSettings {
  time_zone: string;
  sms_contact_line: string | null;
  sms_number: string | null;
  sms_messaging_service_sid: string | null;
}

export interface SmsSettingsFormProps {
  company: Company;
  saving: boolean;
  disabled: boolean;
  error: Error | null;
  onEdit: () => void;
  onSave: (settings: SmsSettings) => void;
}

/** Every IANA time zone the browser knows, the company's own first if it is not among them. */
function timeZoneOptions(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes(current) ? zones : [current, ...zones];
}

/** What the form sends for a text field: trimmed, and null when empty (the server then removes it). */
const valueOf = (text: string): string | null => text.trim() || null;

/**
 * The number as the server stores it (spaces, dots, dashes and brackets dropped), so that the
 * saved number typed another way counts as unchanged; one the contract refuses goes as typed,
 * and the server says why.
 */
function numberOf(text: string): string | null {
  const parsed = smsNumberSchema.safeParse(text);
  return parsed.success ? parsed.data : valueOf(text);
}

/**
 * The company's SMS settings: the number it texts from (and the Twilio messaging service that
 * sends for it, if any), its time zone (marketing texts go out from 08:00 to 21:00 there, and
 * the monthly limit counts its calendar months) and the contact line sent in answer to HELP.
 * The server checks the number (international form, owned by no other company) and says why
 * it refuses one.
 */
export function SmsSettingsForm({ company, saving, disabled, error, onEdit, onSave }: SmsSettingsFormProps) {
  const [smsNumber, setSmsNumber] = useState(company.sms_number ?? '');
  const [serviceSid, setServiceSid] = useState(company.sms_messaging_service_sid ?? '');
  const [timeZone, setTimeZone] = useState(company.time_zone);
  const [contactLine, setContactLine] = useState(company.sms_contact_line ?? '');
  const zones = useMemo(() => timeZoneOptions(company.time_zone), [company.time_zone]);
  const settings: SmsSettings = {
    time_zone: timeZone,
    sms_contact_line: valueOf(contactLine),
    sms_number: numberOf(smsNumber),
    sms_messaging_service_sid: valueOf(serviceSid),
  };
  const unchanged =
    settings.time_zone === company.time_zone &&
    settings.sms_contact_line === company.sms_contact_line &&
    settings.sms_number === company.sms_number &&
    settings.sms_messaging_service_sid === company.sms_messaging_service_sid;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (unchanged) return;
    onSave(settings);
  }

  function edit(set: (value: string) => void) {
    return (event: ChangeEvent<HTMLInputElement>) => {
      set(event.currentTarget.value);
      onEdit();
    };
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Texting number"
          description="All of this company's texts go out from this number, and customers' replies to it reach this company only. International form, e.g. +12015550123; empty: the company cannot text."
          placeholder="+12015550123"
          type="tel"
          maxLength={32}
          value={smsNumber}
          onChange={edit(setSmsNumber)}
        />
        <TextInput
          label="Twilio messaging service SID"
          description="Optional: a messaging service (MG…) that sends for this number; empty: the number sends itself."
          placeholder="MG…"
          maxLength={64}
          value={serviceSid}
          onChange={edit(setServiceSid)}
        />
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
          onChange={edit(setContactLine)}
        />
        <Group>
          <Button type="submit" loading={saving} disabled={disabled || unchanged}>
            Save SMS Settings
          </Button>
        </Group>
        {error && <FailureAlert title="Failed to save SMS settings" error={error} />}
      </Stack>
    </form>
  );
}
