import { useQuery } from '@tanstack/react-query';
import { campaignsQueryOptions } from '@groombook/api-client';
import { campaignPath } from '@groombook/routes';
import { formatShortDate } from '@groombook/domain';
import { Anchor, EmptyState, LoadingState, QueryFailureAlert, Stack, Table, TableHeader, Title } from '@groombook/ui';
import { Link } from '@groombook/ui/router';
import { CampaignProgress, CampaignStatusBadge } from './campaign-status';

/** Message History: every campaign of the company, newest first, each opening its details. */
export function CampaignHistory() {
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
        <TableHeader columns={['Title', 'Date sent', 'Recipients', 'Status']} />
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
                {campaign.status === 'sending' ? <CampaignProgress campaign={campaign} /> : <CampaignStatusBadge status={campaign.status} />}
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
