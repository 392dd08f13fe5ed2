import { useMutation, useQuery } from '@tanstack/react-query';
import { campaignsQueryOptions, changeCampaignMutationOptions } from '@groombook/api-client';
import type { Campaign } from '@groombook/contracts';
import { campaignPath } from '@groombook/routes';
import { formatShortDate } from '@groombook/domain';
import { Anchor, Button, EmptyState, FailureAlert, Group, LoadingState, QueryFailureAlert, Stack, Text, Title } from '@groombook/ui';
import { Table, TableHeader } from '@groombook/ui/table';
import { Link } from '@groombook/ui/router';
import { CampaignProgress, CampaignStatusBadge } from './campaign-status';
import { scheduledLabel, waitingLabel } from './campaign-timing';

/** Where a campaign is: its progress (and what waits for the marketing window), its scheduled time, or its status. */
export function CampaignWhere({ campaign }: { campaign: Campaign }) {
  const scheduled = scheduledLabel(campaign);
  const waiting = waitingLabel(campaign);
  return (
    <Stack gap={2}>
      {campaign.status === 'sending' ? <CampaignProgress campaign={campaign} /> : <CampaignStatusBadge status={campaign.status} />}
      {scheduled && <Text size="xs">{scheduled}</Text>}
      {waiting && <Text size="xs">{waiting}</Text>}
    </Stack>
  );
}

/** Edit / Send now / Delete for a draft or a scheduled campaign. */
function SavedActions({ campaign, onEdit }: { campaign: Campaign; onEdit: (campaign: Campaign) => void }) {
  const change = useMutation(changeCampaignMutationOptions());
  if (campaign.status !== 'draft' && campaign.status !== 'scheduled') return null;
  return (
    <Stack gap={2}>
      <Group gap={4}>
        <Button size="compact-xs" variant="light" onClick={() => onEdit(campaign)} aria-label={`Edit ${campaign.title}`}>
          Edit
        </Button>
        <Button size="compact-xs" variant="light" onClick={() => change.mutate({ id: campaign.id, action: 'send' })} aria-label={`Send ${campaign.title} now`}>
          Send now
        </Button>
        <Button size="compact-xs" variant="subtle" color="red" onClick={() => change.mutate({ id: campaign.id, action: 'delete' })} aria-label={`Delete ${campaign.title}`}>
          Delete
        </Button>
      </Group>
      {change.isError && <FailureAlert title="Failed to change the campaign" error={change.error} />}
    </Stack>
  );
}

/** Message History: every campaign of the company, newest first, each opening its details; drafts and scheduled ones can be edited. */
export function CampaignHistory({ onEdit = () => undefined }: { onEdit?: (campaign: Campaign) => void }) {
  const campaigns = useQuery(campaignsQueryOptions());

  let body;
  if (campaigns.isPending) {
    body = <LoadingState label="Loading campaigns..." />;
  } else if (campaigns.isError) {
    body = <QueryFailureAlert title="Failed to load campaigns" query={campaigns} />;
  } else if (campaigns.data.length === 0) {
    body = <EmptyState title="No SMS campaigns sent yet" />;
  } else {
    body = (
      <Table verticalSpacing="sm" highlightOnHover>
        <TableHeader columns={['Title', 'Date sent', 'Recipients', 'Status', '']} />
        <Table.Tbody>
          {campaigns.data.map((campaign) => (
            <Table.Tr key={campaign.id}>
              <Table.Td>
                <Anchor component={Link} to={campaignPath(campaign.id)}>
                  {campaign.title}
                </Anchor>
              </Table.Td>
              <Table.Td>{formatShortDate(campaign.sent_at) ?? 'Not sent'}</Table.Td>
              <Table.Td>{campaign.recipient_count}</Table.Td>
              <Table.Td>
                <CampaignWhere campaign={campaign} />
              </Table.Td>
              <Table.Td>
                <SavedActions campaign={campaign} onEdit={onEdit} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  }

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Message History
      </Title>
      {body}
    </Stack>
  );
}
