import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { Pet } from '@groombook/contracts';
import { createPetMutationOptions, updatePetMutationOptions } from '@groombook/api-client';
import { Button, FailureAlert, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, showFeedback, successFeedback } from '@groombook/ui';
import { DOG_SIZE_LABELS, DOG_SIZES, type DogSize } from '@groombook/domain';
import { Textarea } from '@groombook/ui/controls';
import { initialPetFields, newVaccinationRow, petToSave, type PetFields, type VaccinationRow } from './pet-fields';

export interface PetFormProps {
  customerId: string;
  /** The pet being edited, or null for a new one. */
  pet: Pet | null;
  onDone: () => void;
}

type TextField = Exclude<keyof PetFields, 'vaccinations' | 'size'>;

const SIZE_OPTIONS = [{ value: '', label: 'From the weight' }, ...DOG_SIZES.map((size) => ({ value: size, label: DOG_SIZE_LABELS[size] }))];

/** A pet's fields and its vaccinations (a name and an expiry date each), inside the customer dialog. */
export function PetForm({ customerId, pet, onDone }: PetFormProps) {
  const [fields, setFields] = useState<PetFields>(() => initialPetFields(pet));
  const [problem, setProblem] = useState<string | null>(null);
  const create = useMutation(createPetMutationOptions());
  const update = useMutation(updatePetMutationOptions());
  const save = pet ? update : create;

  const field = (key: TextField) => ({
    value: fields[key],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setFields((current) => ({ ...current, [key]: value }));
    },
  });
  const setRow = (key: number, change: Partial<VaccinationRow>) =>
    setFields((current) => ({ ...current, vaccinations: current.vaccinations.map((row) => (row.key === key ? { ...row, ...change } : row)) }));
  const removeRow = (key: number) => setFields((current) => ({ ...current, vaccinations: current.vaccinations.filter((row) => row.key !== key) }));
  const addRow = () => setFields((current) => ({ ...current, vaccinations: [...current.vaccinations, newVaccinationRow()] }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const checked = petToSave(fields, customerId);
    setProblem(checked.error ?? null);
    if (checked.error !== undefined) return;
    const saved = (message: string) => () => {
      showFeedback(successFeedback(message));
      onDone();
    };
    if (pet) update.mutate({ id: pet.id, ...checked.body }, { onSuccess: saved(`Pet ${checked.body.name} saved`) });
    else create.mutate(checked.body, { onSuccess: saved(`Pet ${checked.body.name} added`) });
  }

  const title = pet ? `Edit ${pet.name}` : 'Add Pet';
  return (
    <Paper withBorder p="sm" component="form" onSubmit={submit} noValidate aria-label={title}>
      <Stack gap="sm">
        <Text fw={600}>{title}</Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label="Pet name" required data-autofocus {...field('name')} />
          <TextInput label="Breed" {...field('breed')} />
          <TextInput label="Weight (kg)" inputMode="decimal" {...field('weight')} />
          <NativeSelect
            label="Size"
            data={SIZE_OPTIONS}
            value={fields.size}
            onChange={(event) => {
              const size = event.currentTarget.value as DogSize | '';
              setFields((current) => ({ ...current, size }));
            }}
          />
          <TextInput label="Coat" {...field('coat')} />
        </SimpleGrid>
        <TextInput label="Temperament" {...field('temperament')} />
        <Textarea label="Pet notes" {...field('notes')} />
        <Stack gap="xs" role="group" aria-label="Vaccinations">
          <Text size="sm" fw={500}>
            Vaccinations
          </Text>
          {fields.vaccinations.map((row, index) => (
            <Group key={row.key} gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                label={`Vaccination ${index + 1}`}
                value={row.name}
                onChange={(event) => setRow(row.key, { name: event.currentTarget.value })}
              />
              <TextInput
                type="date"
                label={`Vaccination ${index + 1} expires`}
                value={row.expires_on}
                onChange={(event) => setRow(row.key, { expires_on: event.currentTarget.value })}
              />
              <Button variant="subtle" color="red" onClick={() => removeRow(row.key)}>
                Remove vaccination {index + 1}
              </Button>
            </Group>
          ))}
          <Button variant="light" size="xs" onClick={addRow} style={{ alignSelf: 'flex-start' }}>
            Add vaccination
          </Button>
        </Stack>
        {problem && (
          <Text c="red" size="sm" role="alert">
            {problem}
          </Text>
        )}
        {save.isError && <FailureAlert title={pet ? 'Failed to update pet' : 'Failed to add pet'} error={save.error} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save Pet
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
