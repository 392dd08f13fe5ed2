import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { saveServiceMutationOptions } from '@groombook/api-client';
import { serviceFieldsSchema, type Service } from '@groombook/contracts';
import { DOG_SIZE_LABELS, DOG_SIZES, SERVICE_KIND_LABELS, SERVICE_KINDS, type DogSize, type ServiceKind } from '@groombook/domain';
import { Alert, Button, FailureAlert, Group, NativeSelect, showFeedback, SimpleGrid, Stack, successFeedback, Switch, Text, TextInput } from '@groombook/ui';
import { ResponsiveModal } from '@groombook/ui/dialogs';
import { NumberInput } from '@groombook/ui/controls';

type BySize = Record<DogSize, number | string>;

interface Draft {
  name: string;
  kind: ServiceKind;
  prices: BySize;
  durations: BySize;
  active: boolean;
}

const sameForEvery = (value: number): BySize => ({ small: value, medium: value, large: value, extra_large: value });
const draftOf = (service: Service | null): Draft =>
  service
    ? { name: service.name, kind: service.kind, prices: { ...service.prices }, durations: { ...service.durations }, active: service.active }
    : { name: '', kind: 'service', prices: sameForEvery(0), durations: sameForEvery(60), active: true };

const numbers = (values: BySize) =>
  Object.fromEntries(DOG_SIZES.map((size) => [size, values[size] === '' ? Number.NaN : Number(values[size])])) as Record<DogSize, number>;

export interface ServiceDialogProps {
  /** The entry to edit, or null to add one. */
  service: Service | null;
  onClose: () => void;
}

/**
 * Adds or edits one menu entry: its name, kind, a price and a length for each dog size, and
 * whether it is offered. A save closes the dialog and the toast names the service.
 */
export function ServiceDialog({ service, onClose }: ServiceDialogProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(service));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation(saveServiceMutationOptions());
  const action = service ? 'Failed to update service' : 'Failed to add service';

  const setSize = (field: 'prices' | 'durations', size: DogSize, value: number | string) =>
    setDraft((current) => ({ ...current, [field]: { ...current[field], [size]: value } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = { name: draft.name, kind: draft.kind, prices: numbers(draft.prices), durations: numbers(draft.durations), active: draft.active };
    const parsed = serviceFieldsSchema.safeParse(service ? { ...fields, position: service.position } : fields);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Check the fields');
      return;
    }
    setProblem(null);
    const message = `Service ${parsed.data.name} ${service ? 'saved' : 'added'}`;
    save.mutate(service ? { ...parsed.data, id: service.id } : parsed.data, {
      onSuccess: () => {
        showFeedback(successFeedback(message));
        onClose();
      },
    });
  };

  return (
    <ResponsiveModal opened onClose={onClose} title={service ? `Edit ${service.name}` : 'Add Service'}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {problem && (
            <Alert color="red" role="alert" title={action}>
              {problem}
            </Alert>
          )}
          {save.isError && <FailureAlert title={action} error={save.error} />}
          <TextInput label="Name" required maxLength={100} value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })} />
          <NativeSelect
            label="Kind"
            value={draft.kind}
            data={SERVICE_KINDS.map((kind) => ({ value: kind, label: SERVICE_KIND_LABELS[kind] }))}
            onChange={(e) => setDraft({ ...draft, kind: e.currentTarget.value as ServiceKind })}
          />
          {DOG_SIZES.map((size) => (
            <div key={size}>
              <Text fw={600} size="sm">
                {DOG_SIZE_LABELS[size]} dog
              </Text>
              <SimpleGrid cols={2}>
                <NumberInput
                  label={`${DOG_SIZE_LABELS[size]} price`}
                  prefix="$"
                  min={0}
                  decimalScale={2}
                  value={draft.prices[size]}
                  onChange={(value) => setSize('prices', size, value)}
                />
                <NumberInput
                  label={`${DOG_SIZE_LABELS[size]} minutes`}
                  min={0}
                  max={480}
                  step={15}
                  allowDecimal={false}
                  value={draft.durations[size]}
                  onChange={(value) => setSize('durations', size, value)}
                />
              </SimpleGrid>
            </div>
          ))}
          <Switch label="Offered (shown on the appointment form)" checked={draft.active} onChange={(e) => setDraft({ ...draft, active: e.currentTarget.checked })} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {service ? 'Save' : 'Add Service'}
            </Button>
          </Group>
        </Stack>
      </form>
    </ResponsiveModal>
  );
}
