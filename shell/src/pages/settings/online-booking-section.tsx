import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { companySettingsQueryOptions, updateCompanySettingsMutationOptions } from '@groombook/api-client';
import { useSession, workingCompanyId } from '@groombook/auth';
import { bookingSettingsSchema, type BookingSettings } from '@groombook/contracts';
import { BOOKING_BUFFER, CANCEL_CUTOFF, type BookingMode } from '@groombook/domain';
import { ROUTES } from '@groombook/routes';
import { Button, Card, FailureAlert, Group, LoadingState, showFeedback, Stack, successFeedback, TextInput, Title } from '@groombook/ui';
import { NumberInput, Radio } from '@groombook/ui/controls';

type Draft = { booking_mode: BookingMode; booking_buffer_minutes: number | string; cancel_cutoff_hours: number | string };
type FieldErrors = Partial<Record<keyof BookingSettings, string>>;

/** The page where customers book this company (the public booking page). */
export function publicBookingLink(origin: string, companyId: string): string {
  return `${origin}${ROUTES.book.path}?company_id=${encodeURIComponent(companyId)}`;
}

/**
 * How customers book online (ask for a time the staff accept, or take a free time at once),
 * the buffer kept between appointments and how late customers may cancel or move from their
 * link; and the link to the company's booking page, to share.
 */
export function OnlineBookingSection() {
  const companyId = useSession(workingCompanyId);
  const settings = useQuery(companySettingsQueryOptions());
  const save = useMutation(updateCompanySettingsMutationOptions());
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const current: Draft | null = draft ?? settings.data ?? null;

  const edit = (change: Partial<Draft>) => current && setDraft({ ...current, ...change });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!current || save.isPending) return;
    const number = (value: number | string) => (value === '' ? Number.NaN : Number(value));
    const parsed = bookingSettingsSchema.safeParse({
      booking_mode: current.booking_mode,
      booking_buffer_minutes: number(current.booking_buffer_minutes),
      cancel_cutoff_hours: number(current.cancel_cutoff_hours),
    });
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof BookingSettings;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => {
        setDraft(null);
        showFeedback(successFeedback('Online booking saved'));
      },
    });
  };

  return (
    <Card withBorder maw={640}>
      <form onSubmit={submit} noValidate aria-labelledby="online-booking-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="online-booking-title">
            Online booking
          </Title>
          {settings.isPending && <LoadingState label="Loading the online booking settings..." />}
          {settings.isError && <FailureAlert title="Failed to load the online booking settings" error={settings.error} />}
          {save.isError && <FailureAlert title="Failed to save the online booking settings" error={save.error} />}
          {current && (
            <>
              <Radio.Group label="Customers can" value={current.booking_mode} onChange={(mode) => edit({ booking_mode: mode as BookingMode })} error={errors.booking_mode}>
                <Stack gap="xs" mt="xs">
                  <Radio value="request" label="Request an appointment (staff accept)" />
                  <Radio value="instant" label="Book a free time instantly" />
                </Stack>
              </Radio.Group>
              <NumberInput
                label="Buffer between appointments (minutes)"
                min={0}
                max={BOOKING_BUFFER.maxMinutes}
                step={BOOKING_BUFFER.stepMinutes}
                allowDecimal={false}
                value={current.booking_buffer_minutes}
                onChange={(value) => edit({ booking_buffer_minutes: value })}
                error={errors.booking_buffer_minutes}
                w={{ base: '100%', xs: 320 }}
              />
              <NumberInput
                label="Cancellation cut-off (hours)"
                description="Customers can cancel or move their appointment from their link until this many hours before it."
                min={0}
                max={CANCEL_CUTOFF.maxHours}
                allowDecimal={false}
                value={current.cancel_cutoff_hours}
                onChange={(value) => edit({ cancel_cutoff_hours: value })}
                error={errors.cancel_cutoff_hours}
                w={{ base: '100%', xs: 320 }}
              />
              <Group>
                <Button type="submit" loading={save.isPending}>
                  Save online booking
                </Button>
              </Group>
            </>
          )}
          {companyId && (
            <TextInput
              label="Public booking link"
              description="Share it with customers: they pick services and a time there."
              value={publicBookingLink(window.location.origin, companyId)}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
            />
          )}
        </Stack>
      </form>
    </Card>
  );
}
