import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { Pet } from '@groombook/contracts';
import { customerPetsQueryOptions, deletePetMutationOptions } from '@groombook/api-client';
import { formatCalendarDate, todayIsoDate, vaccinationsExpiredOn } from '@groombook/domain';
import { Badge, Button, FailureAlert, Group, Loader, Paper, showFeedback, Stack, successFeedback, Text, Title } from '@groombook/ui';
import { ConfirmDialog } from '@groombook/ui/dialogs';
import { PetForm } from './pet-form';
import { petSummary } from './pet-fields';

/** What the section shows below the list: nothing, the form for a new pet, or the form for one pet. */
type Editing = null | 'new' | Pet;

/** "Pets" in the customer dialog: the customer's dogs, added, edited and deleted in place, each change said in the toast. */
export function CustomerPets({ customerId }: { customerId: string }) {
  const pets = useQuery(customerPetsQueryOptions(customerId));
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Pet | null>(null);
  const remove = useMutation(deletePetMutationOptions());

  return (
    <Stack gap="xs" role="region" aria-label="Pets">
      <Group justify="space-between">
        <Title order={3} size="h4">
          Pets
        </Title>
        {editing === null && (
          <Button variant="light" size="xs" onClick={() => setEditing('new')}>
            Add Pet
          </Button>
        )}
      </Group>
      {pets.isPending && <Loader size="sm" aria-label="Loading pets" />}
      {pets.isError && <Text c="red">Failed to load pets</Text>}
      {pets.data?.length === 0 && editing === null && <Text c="dimmed">No pets yet</Text>}
      {pets.data?.map((pet) =>
        editing !== null && editing !== 'new' && editing.id === pet.id ? (
          <PetForm key={pet.id} customerId={customerId} pet={pet} onDone={() => setEditing(null)} />
        ) : (
          <PetCard key={pet.id} pet={pet} onEdit={() => setEditing(pet)} onDelete={() => setDeleting(pet)} />
        ),
      )}
      {editing === 'new' && <PetForm customerId={customerId} pet={null} onDone={() => setEditing(null)} />}
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete pet"
        message={`Delete ${deleting?.name ?? 'this pet'}? Their appointments stay.`}
        confirmLabel="Delete Pet"
        danger
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              showFeedback(successFeedback(`Pet ${deleting.name} deleted`));
              setDeleting(null);
            },
          })
        }
      />
      {remove.isError && <FailureAlert title="Failed to delete pet" error={remove.error} />}
    </Stack>
  );
}

function PetCard({ pet, onEdit, onDelete }: { pet: Pet; onEdit: () => void; onDelete: () => void }) {
  const expired = vaccinationsExpiredOn(pet.vaccinations, todayIsoDate());
  const summary = petSummary(pet);
  return (
    <Paper withBorder p="sm" aria-label={pet.name} role="group">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2}>
          <Text fw={600}>{pet.name}</Text>
          {summary && <Text size="sm">{summary}</Text>}
          {pet.temperament && <Text size="sm" c="dimmed">{pet.temperament}</Text>}
          {pet.vaccinations.length > 0 && (
            <Group gap={4}>
              {pet.vaccinations.map((v) => (
                <Badge key={`${v.name}-${v.expires_on}`} variant="light" color={expired.includes(v) ? 'red' : 'gray'}>
                  {v.name}: {expired.includes(v) ? 'expired' : 'until'} {formatCalendarDate(v.expires_on)}
                </Badge>
              ))}
            </Group>
          )}
        </Stack>
        <Group gap={4} wrap="nowrap">
          <Button variant="subtle" size="xs" onClick={onEdit}>
            Edit {pet.name}
          </Button>
          <Button variant="subtle" size="xs" color="red" onClick={onDelete}>
            Delete {pet.name}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
