import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { audienceFiltersQueryOptions, saveAudienceFilterMutationOptions } from '@groombook/api-client';
import { audienceFilterRuleSchema, type AudienceFilterRuleInput } from '@groombook/contracts';
import { DOG_SIZES } from '@groombook/domain';
import { Button, FailureAlert, Group, Stack, TextInput } from '@groombook/ui';
import { MultiSelect, NumberInput, Select } from '@groombook/ui/controls';

/** What the audience picker is given: a saved filter's id, or a rule written here. */
export interface FilterChoice {
  filterId: string | null;
  rule: AudienceFilterRuleInput | null;
}

const SIZE_LABELS: Record<(typeof DOG_SIZES)[number], string> = { small: 'Small', medium: 'Medium', large: 'Large', extra_large: 'Extra large' };
const blankRule = (): AudienceFilterRuleInput => ({ no_visit_weeks: null, visited_from: null, visited_to: null, dog_sizes: [], breed: null });

/** The rule as written, or null while it keeps no one (nothing chosen, a date missing). */
export const completeRule = (rule: AudienceFilterRuleInput): AudienceFilterRuleInput | null => (audienceFilterRuleSchema.safeParse(rule).success ? rule : null);

/**
 * "Saved filter": pick one of the salon's filters, or write a rule (no visit in N weeks, a visit
 * between two dates, dog size, breed) and save it under a name.
 */
export function AudienceFilterEditor({ choice, onChange }: { choice: FilterChoice; onChange: (choice: FilterChoice) => void }) {
  const filters = useQuery(audienceFiltersQueryOptions());
  const save = useMutation(saveAudienceFilterMutationOptions());
  const [name, setName] = useState('');
  const [rule, setRule] = useState<AudienceFilterRuleInput>(choice.rule ?? blankRule());

  const edit = (change: Partial<AudienceFilterRuleInput>) => {
    const next = { ...rule, ...change };
    setRule(next);
    onChange({ filterId: null, rule: completeRule(next) });
  };
  const pick = (id: string | null) => {
    const filter = filters.data?.find((f) => f.id === id);
    setName(filter?.name ?? '');
    setRule(filter?.rule ?? blankRule());
    onChange({ filterId: filter?.id ?? null, rule: filter?.rule ?? null });
  };
  const complete = completeRule(rule);

  return (
    <Stack gap="xs">
      <Select
        label="Saved filter"
        placeholder="Choose a saved filter, or write one below"
        data={(filters.data ?? []).map((f) => ({ value: f.id, label: f.name }))}
        value={choice.filterId}
        onChange={pick}
        clearable
      />
      <Group grow align="flex-start">
        <NumberInput label="No visit in (weeks)" min={1} max={104} value={rule.no_visit_weeks ?? ''} onChange={(v) => edit({ no_visit_weeks: typeof v === 'number' ? v : null })} />
        <TextInput label="Visited from" type="date" value={rule.visited_from ?? ''} onChange={(e) => edit({ visited_from: e.currentTarget.value || null })} />
        <TextInput label="Visited to" type="date" value={rule.visited_to ?? ''} onChange={(e) => edit({ visited_to: e.currentTarget.value || null })} />
      </Group>
      <Group grow align="flex-start">
        <MultiSelect label="Dog size" data={DOG_SIZES.map((size) => ({ value: size, label: SIZE_LABELS[size] }))} value={rule.dog_sizes ?? []} onChange={(v) => edit({ dog_sizes: v as AudienceFilterRuleInput['dog_sizes'] })} />
        <TextInput label="Breed" value={rule.breed ?? ''} onChange={(e) => edit({ breed: e.currentTarget.value || null })} />
      </Group>
      <Group align="flex-end">
        <TextInput label="Filter name" value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={100} />
        <Button
          variant="light"
          disabled={!complete || name.trim() === ''}
          loading={save.isPending}
          onClick={() =>
            complete && save.mutate({ id: choice.filterId ?? undefined, input: { name, rule: complete } }, { onSuccess: (filter) => onChange({ filterId: filter.id, rule: filter.rule }) })
          }
        >
          Save filter
        </Button>
      </Group>
      {save.isError && <FailureAlert title="Failed to save the filter" error={save.error} />}
    </Stack>
  );
}
