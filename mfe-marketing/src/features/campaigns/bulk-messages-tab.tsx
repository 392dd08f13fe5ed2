import { useState } from 'react';
import type { Campaign } from '@groombook/contracts';
import { Divider, Stack } from '@groombook/ui';
import { CampaignForm } from './campaign-form';
import { CampaignHistory } from './campaign-history';

/** The Bulk Messages tab: the form that sends, saves or schedules a campaign (or edits a draft), then the history (both kept live). */
export function BulkMessagesTab() {
  const [editing, setEditing] = useState<Campaign | null>(null);
  return (
    <Stack gap="lg">
      <CampaignForm key={editing?.id ?? 'new'} draft={editing ?? undefined} onDone={() => setEditing(null)} />
      <Divider />
      <CampaignHistory onEdit={setEditing} />
    </Stack>
  );
}
