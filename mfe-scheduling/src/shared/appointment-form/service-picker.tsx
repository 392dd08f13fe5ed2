import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { customerPetsQueryOptions, servicesQueryOptions } from '@groombook/api-client';
import type { Service } from '@groombook/contracts';
import { APPOINTMENT_DURATION, DOG_SIZE_LABELS, DOG_SIZES, formatMoney, type DogSize } from '@groombook/domain';
import { Button, FailureAlert, Group, NativeSelect, Stack, Text } from '@groombook/ui';
import { Checkbox } from '@groombook/ui/controls';
import type { AppointmentFormValues } from './appointment-values';
import { petNamed } from './dog-name-field';

/** What a change of picks or size sets: the new picks, and the menu's sum at that size. */
export interface ServicePick {
  dogSize: DogSize | null;
  serviceIds: string[];
  price: number;
  minutes: number;
}

export interface ServicePickerProps {
  values: Pick<AppointmentFormValues, 'customerId' | 'dogName' | 'dogSize' | 'serviceIds' | 'servicesChanged' | 'priceOverridden' | 'bookedLines'>;
  onPick: (pick: ServicePick) => void;
  /** Back to the menu's price after it was typed. */
  onUseMenuPrice: (price: number) => void;
}

/** The sum of the picked entries at the size, in cents then dollars; the length kept within 15..480 minutes. */
export function menuTotals(menu: readonly Service[], ids: readonly string[], size: DogSize | null): { price: number; minutes: number } {
  const picked = menu.filter((service) => ids.includes(service.id));
  if (!size || picked.length === 0) return { price: 0, minutes: 0 };
  const cents = picked.reduce((sum, service) => sum + Math.round(service.prices[size] * 100), 0);
  const minutes = picked.reduce((sum, service) => sum + service.durations[size], 0);
  return { price: cents / 100, minutes: Math.min(APPOINTMENT_DURATION.maxMinutes, Math.max(APPOINTMENT_DURATION.minMinutes, minutes)) };
}

const describe = (service: Service, size: DogSize | null) =>
  size ? `${service.name} · ${formatMoney(service.prices[size])} · ${service.durations[size]} min` : service.name;

/**
 * The dog's size (the chosen pet's when it has one) and the services and add-ons of the
 * company's menu at that size. Picking fills the price and the duration from their sum.
 */
export function ServicePicker({ values, onPick, onUseMenuPrice }: ServicePickerProps) {
  const menu = useQuery(servicesQueryOptions({ activeOnly: true }));
  const pets = useQuery({ ...customerPetsQueryOptions(values.customerId ?? ''), enabled: values.customerId !== null });
  const petSize = petNamed(pets.data ?? [], values.dogName)?.size ?? null;
  const entries = menu.data ?? [];
  const pick = (dogSize: DogSize | null, serviceIds: string[]) => {
    const ordered = entries.filter((service) => serviceIds.includes(service.id)).map((service) => service.id);
    onPick({ dogSize, serviceIds: ordered, ...menuTotals(entries, ordered, dogSize) });
  };

  // A pet of known size sets the size while none is chosen.
  useEffect(() => {
    if (petSize && values.dogSize === null && menu.isSuccess) pick(petSize, values.serviceIds);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the pet's size becomes known
  }, [petSize, menu.isSuccess]);

  // Picks that came from outside (Fast Appointment Entry) are priced once the menu is known.
  const picks = values.serviceIds.join(',');
  useEffect(() => {
    if (menu.isSuccess && values.servicesChanged && picks && values.dogSize) pick(values.dogSize, values.serviceIds);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- when the picks or the menu change
  }, [picks, menu.isSuccess]);

  const totals = menuTotals(entries, values.serviceIds, values.dogSize);
  const showBooked = !values.servicesChanged && values.bookedLines.length > 0;
  const kinds = (['service', 'add_on'] as const).map((kind) => ({ kind, services: entries.filter((service) => service.kind === kind) }));

  return (
    <Stack gap="xs">
      <NativeSelect
        label="Dog size"
        description={petSize ? `${DOG_SIZE_LABELS[petSize]}, from the pet's record` : undefined}
        value={values.dogSize ?? ''}
        data={[{ value: '', label: 'Choose a size' }, ...DOG_SIZES.map((size) => ({ value: size, label: DOG_SIZE_LABELS[size] }))]}
        onChange={(event) => pick((event.currentTarget.value || null) as DogSize | null, values.serviceIds)}
      />
      {menu.isError && <FailureAlert title="Failed to load services" error={menu.error} />}
      {showBooked && (
        <Text size="sm">
          {`Booked for: ${values.bookedLines.map((line) => `${line.name} (${formatMoney(line.price)}, ${line.duration_minutes} min)`).join(', ')}`}
        </Text>
      )}
      {kinds.map(
        ({ kind, services }) =>
          services.length > 0 && (
            <Checkbox.Group
              key={kind}
              label={kind === 'service' ? 'Services' : 'Add-ons'}
              value={values.serviceIds}
              onChange={(ids) => pick(values.dogSize, [...values.serviceIds.filter((id) => !services.some((s) => s.id === id)), ...ids])}
            >
              <Group gap="md" mt={4}>
                {services.map((service) => (
                  <Checkbox key={service.id} value={service.id} label={describe(service, values.dogSize)} />
                ))}
              </Group>
            </Checkbox.Group>
          ),
      )}
      {values.serviceIds.length > 0 && !values.dogSize && <Text size="sm" c="red.8">Choose the dog's size to price the services.</Text>}
      {values.priceOverridden && values.serviceIds.length > 0 && values.dogSize && (
        <Group gap="xs">
          <Text size="sm">{`Price typed by hand (menu price ${formatMoney(totals.price)})`}</Text>
          <Button variant="subtle" size="compact-sm" onClick={() => onUseMenuPrice(totals.price)}>
            Use menu price
          </Button>
        </Group>
      )}
    </Stack>
  );
}
