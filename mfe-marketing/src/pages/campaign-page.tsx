import type { ReactNode } from 'react';
import { formatDateTime, formatPhone, formatShortDate } from '@groombook/domain';
import { useQuery } from '@tanstack/react-query';
import { campaignQueryOptions } from '@groombook/api-client';
import type { Campaign } from '@groombook/contracts';
import { marketingTabPath } from '@groombook/routes';
import { Alert, Card, EmptyState, LinkButton, LoadingState, Page, QueryFailureAlert, SimpleGrid, Stack, Text } from '@groombook/ui';
import { Table, TableHeader } from '@groombook/ui/table';
import { useParams } from '@groombook/ui/router';
import { CampaignProgress, CampaignStatusBadge, DeliveryStatusBadge } from '../features/campaigns/campaign-status';
import { scheduledLabel, waitingLabel } from '../features/campaigns/campaign-timing';
import { isNotFound } from '../not-found';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <div>{children}</div>
    </div>
  );
}

function CampaignFields({ campaign }: { campaign: Campaign }) {
  return (
    <Card withBorder>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Field label="Title">{campaign.title}</Field>
          <Field label="Status">
            <CampaignStatusBadge status={campaign.status} />
            {scheduledLabel(campaign) && <Text size="sm">{scheduledLabel(campaign)}</Text>}
            {waitingLabel(campaign) && <Text size="sm">{waitingLabel(campaign)}</Text>}
          </Field>
          <Field label="Sent">{formatShortDate(campaign.sent_at) ?? 'Not sent'}</Field>
          <Field label="Created">{formatShortDate(campaign.created_at)}</Field>
          <Field label="Recipients">{campaign.recipient_count}</Field>
        </SimpleGrid>
        <Field label="Message">
          <Text style={{ whiteSpace: 'pre-wrap' }}>{campaign.message}</Text>
        </Field>
        <CampaignProgress campaign={campaign} />
      </Stack>
    </Card>
  );
}

/** /marketing/campaigns/:campaignId: a campaign's fields and every recipient's delivery. */
export function CampaignPage() {
  const { campaignId = '' } = useParams();
  const detail = useQuery(campaignQueryOptions(campaignId));
  const back = (
    <LinkButton to={marketingTabPath('bulk')} variant="default">
      Back to Marketing
    </LinkButton>
  );

  let body;
  if (detail.isPending) {
    body = <LoadingState label="Loading campaign..." />;
  } else if (detail.isError) {
    body =
      isNotFound(detail.error) ? (
        <Alert color="gray" title="Campaign not found" role="alert" />
      ) : (
        <QueryFailureAlert title="Failed to load campaign details" query={detail} />
      );
  } else {
    const { campaign, recipients } = detail.data;
    body = (
      <Stack>
        <CampaignFields campaign={campaign} />
        {recipients.length === 0 ? (
          <EmptyState title="No recipients found for this campaign" />
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs">
              <TableHeader columns={['Customer', 'Phone', 'Status', 'Sent', 'Delivered']} />
              <Table.Tbody>
                {recipients.map((recipient) => (
                  <Table.Tr key={recipient.id}>
                    <Table.Td>{recipient.customer_name ?? 'Unknown customer'}</Table.Td>
                    <Table.Td>{formatPhone(recipient.phone_number)}</Table.Td>
                    <Table.Td>
                      <DeliveryStatusBadge status={recipient.delivery_status} />
                      {recipient.failure_reason && (
                        <Text size="xs" c="red">
                          {recipient.failure_reason}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{formatDateTime(recipient.sent_at)}</Table.Td>
                    <Table.Td>{formatDateTime(recipient.delivered_at)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    );
  }

  return (
    <Page title="Campaign Details" actions={back}>
      {body}
    </Page>
  );
}
