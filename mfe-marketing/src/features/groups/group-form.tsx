import { useMemo, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { createCustomerGroupMutationOptions, customersQueryOptions, updateCustomerGroupMutationOptions } from '@groombook/api-client';
import type { CustomerGroupDetail } from '@groombook/contracts';
import { CUSTOMER_DROPDOWN_MAX_HEIGHT_PX } from '@groombook/domain';
import { Button, FailureAlert, Group, QueryFailureAlert, showFeedback, Stack, successFeedback, TextInput, useRequiredText } from '@groombook/ui';
import { MultiSelect } from '@groombook/ui/controls';
import { groupNameError } from './group-name';
import { memberOptions } from './member-options';

/** Options rendered at once; typing narrows the rest. */
const MAX_OPTIONS = 100;

export interface GroupFormProps {
  /** The group being edited, with its members; null creates a new one. */
  group: CustomerGroupDetail | null;
  onSaved: () => void;
  onCancel: () => void;
}

const selectedText = (count: number) => (count === 1 ? '1 customer selected' : `${count} customers selected`);

/**
 * A group's name and its members, picked from the company's customers by name or phone. Save
 * stays disabled while the name is blank; a save closes the dialog and the toast names the group.
 */
export function GroupForm({ group, onSaved, onCancel }: GroupFormProps) {
  const name = useRequiredText(group?.group.name ?? '', groupNameError);
  const [memberIds, setMemberIds] = useState<string[]>(() => group?.members.map((member) => member.id) ?? []);
  const customers = useQuery(customersQueryOptions());
  const create = useMutation(createCustomerGroupMutationOptions());
  const update = useMutation(updateCustomerGroupMutationOptions());
  const save = group ? update : create;

  const options = useMemo(() => memberOptions(customers.data ?? [], group?.members ?? []), [customers.data, group]);

  function submit(event: FormEvent) {
    event.preventDefault();
    name.touch();
    if (name.error || save.isPending) return;
    const fields = { name: name.value.trim(), member_ids: memberIds };
    const saved = (message: string) => () => {
      showFeedback(successFeedback(message));
      onSaved();
    };
    if (group) update.mutate({ id: group.group.id, ...fields }, { onSuccess: saved(`Group ${fields.name} saved`) });
    else create.mutate(fields, { onSuccess: saved(`Group ${fields.name} created`) });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label="Group name" data-autofocus {...name.inputProps} />
        <MultiSelect
          label="Customers"
          description={selectedText(memberIds.length)}
          placeholder={customers.isPending ? 'Loading customers...' : 'Search by name or phone'}
          data={options}
          value={memberIds}
          onChange={setMemberIds}
          searchable
          clearable
          hidePickedOptions
          limit={MAX_OPTIONS}
          maxDropdownHeight={CUSTOMER_DROPDOWN_MAX_HEIGHT_PX}
          nothingFoundMessage={customers.isPending ? 'Loading customers...' : 'No customers found'}
        />
        {customers.isError && <QueryFailureAlert title="Failed to load customers" query={customers} />}
        {save.isError && <FailureAlert title="Failed to save group" error={save.error} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={name.error !== null} loading={save.isPending}>
            {group ? 'Update Group' : 'Create Group'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
