import type { Campaign, CampaignStatus, DeliveryStatus } from '@groombook/contracts';
import { Badge, Group, Text } from '@groombook/ui';
import { Progress } from '@groombook/ui/controls';

/** A campaign's status: 'sent' in green, anything else gray. */
export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  return (
    <Badge color={status === 'sent' ? 'green' : 'gray'} variant="light">
      {status}
    </Badge>
  );
}

const DELIVERY_COLORS: Record<DeliveryStatus, string> = { pending: 'gray', sent: 'blue', delivered: 'green', failed: 'red' };

export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  return (
    <Badge color={DELIVERY_COLORS[status]} variant="light">
      {status}
    </Badge>
  );
}

/** The share of recipients already tried (sent, delivered or failed), 0 to 100. */
export function triedPercent(campaign: Pick<Campaign, 'recipient_count' | 'progress'>): number {
  if (!campaign.progress) return campaign.recipient_count === 0 ? 100 : 0;
  const { sent, delivered, failed } = campaign.progress;
  if (campaign.recipient_count === 0) return 100;
  return Math.min(100, Math.round(((sent + delivered + failed) / campaign.recipient_count) * 100));
}

/** How far a campaign has got: a bar and its figures. */
export function CampaignProgress({ campaign }: { campaign: Campaign }) {
  if (!campaign.progress) return null;
  const percent = triedPercent(campaign);
  const { delivered, failed, pending } = campaign.progress;
  return (
    <div>
      <Progress value={percent} aria-label={`Sending progress ${percent}%`} animated={campaign.status === 'sending'} />
      <Group gap="md" mt={4}>
        <Text size="xs">{percent}%</Text>
        <Text size="xs" c="dimmed">
          {delivered} delivered · {failed} failed · {pending} waiting
        </Text>
      </Group>
    </div>
  );
}
