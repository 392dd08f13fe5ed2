import { useQuery } from '@tanstack/react-query';
import { customerGroupsQueryOptions } from '@groombook/api-client';
import { campaignAudienceSchema, type CampaignAudienceInput } from '@groombook/contracts';
import { FailureAlert, Group } from '@groombook/ui';
import { MultiSelect, Radio, Select } from '@groombook/ui/controls';
import { AudienceFilterEditor, type FilterChoice } from './audience-filter-editor';

export type Mode = CampaignAudienceInput['mode'];

/** What the picker holds: the mode and each mode's choices. */
export interface AudienceChoices {
  mode: Mode;
  groupId: string | null;
  include: string[];
  exclude: string[];
  filter: FilterChoice;
}

const MODES: readonly { value: Mode; label: string }[] = [
  { value: 'all', label: 'All customers' },
  { value: 'group', label: 'A specific group' },
  { value: 'advanced', label: 'Advanced: include and exclude groups' },
  { value: 'filter', label: 'Saved filter' },
];

/** The choices an audience (a draft's) reopens with. */
export function choicesOf(audience: CampaignAudienceInput | undefined): AudienceChoices {
  return {
    mode: audience?.mode ?? 'all',
    groupId: audience?.group_ids?.[0] ?? null,
    include: audience?.include_group_ids ?? [],
    exclude: audience?.exclude_group_ids ?? [],
    filter: { filterId: audience?.filter_id ?? null, rule: audience?.filter ?? null },
  };
}

/** The audience the choices describe, or null while it is incomplete (no group or filter chosen yet). */
export function audienceOf(choices: AudienceChoices): CampaignAudienceInput | null {
  const { mode, groupId, include, exclude, filter } = choices;
  const audience: CampaignAudienceInput =
    mode === 'all'
      ? { mode }
      : mode === 'group'
        ? { mode, group_ids: groupId ? [groupId] : [] }
        : mode === 'advanced'
          ? { mode, include_group_ids: include, exclude_group_ids: exclude }
          : filter.filterId
            ? { mode, filter_id: filter.filterId }
            : { mode, filter: filter.rule };
  return campaignAudienceSchema.safeParse(audience).success ? audience : null;
}

/** Who receives the campaign: everyone, a group, groups in and out, or a saved filter. */
export function CampaignAudiencePicker({ choices, onChange }: { choices: AudienceChoices; onChange: (choices: AudienceChoices) => void }) {
  const groups = useQuery(customerGroupsQueryOptions());
  const groupOptions = (groups.data ?? []).map((group) => ({ value: group.id, label: `${group.name} (${group.member_count})` }));
  const set = (change: Partial<AudienceChoices>) => onChange({ ...choices, ...change });
  return (
    <>
      <Radio.Group label="Recipients" value={choices.mode} onChange={(value) => set({ mode: value as Mode })}>
        <Group mt="xs">
          {MODES.map((option) => (
            <Radio key={option.value} value={option.value} label={option.label} />
          ))}
        </Group>
      </Radio.Group>
      {choices.mode === 'group' && (
        <Select label="Group" placeholder="Choose a group" data={groupOptions} value={choices.groupId} onChange={(groupId) => set({ groupId })} searchable />
      )}
      {choices.mode === 'advanced' && (
        <Group grow align="flex-start">
          <MultiSelect label="Include groups" placeholder="Members of any of these" data={groupOptions} value={choices.include} onChange={(include) => set({ include })} searchable />
          <MultiSelect label="Exclude groups" placeholder="Unless in any of these" data={groupOptions} value={choices.exclude} onChange={(exclude) => set({ exclude })} searchable />
        </Group>
      )}
      {choices.mode === 'filter' && <AudienceFilterEditor choice={choices.filter} onChange={(filter) => set({ filter })} />}
      {groups.isError && <FailureAlert title="Failed to load customer groups" error={groups.error} />}
    </>
  );
}
