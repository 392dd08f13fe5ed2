import type { CampaignAudience } from '@groombook/contracts';
import type { RecipientSelection } from '../groups/customer-groups.repository';

/** The groups repository's selection for an audience of groups (or everyone) as the API receives it. */
export function recipientSelection(audience: CampaignAudience): RecipientSelection {
  switch (audience.mode) {
    case 'all':
    case 'filter':
      return { mode: 'all' };
    case 'group':
      return { mode: 'group', groupIds: audience.group_ids };
    case 'advanced':
      return { mode: 'advanced', includeGroupIds: audience.include_group_ids, excludeGroupIds: audience.exclude_group_ids };
  }
}

/** What the campaign stores of its audience: only the groups or filter its mode uses. */
export function storedAudience(audience: CampaignAudience): CampaignAudience {
  return {
    mode: audience.mode,
    group_ids: audience.mode === 'group' ? audience.group_ids : [],
    include_group_ids: audience.mode === 'advanced' ? audience.include_group_ids : [],
    exclude_group_ids: audience.mode === 'advanced' ? audience.exclude_group_ids : [],
    filter_id: audience.mode === 'filter' && audience.filter_id ? audience.filter_id : null,
    filter: audience.mode === 'filter' && !audience.filter_id ? (audience.filter ?? null) : null,
  };
}
