import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  campaignQueryOptions,
  campaignRecipientCountQueryOptions,
  createCampaignMutationOptions,
  customerGroupsQueryOptions,
  useSmsNumber,
} from '@groombook/api-client';
import { campaignAudienceSchema, SMS_BODY_MAX_LENGTH, type CampaignAudienceInput } from '@groombook/contracts';
import { campaignPath } from '@groombook/routes';
import { Alert, Anchor, Button, ConfirmDialog, FailureAlert, Group, showFeedback, Stack, successFeedback, Text, TextInput, Title } from '@groombook/ui';
import { MultiSelect, Radio, Select, Textarea } from '@groombook/ui/controls';
import { Link } from '@groombook/ui/router';
import { CampaignProgress } from './campaign-status';
import { smsSegments } from './sms-segments';

type Mode = CampaignAudienceInput['mode'];

const MODES: readonly { value: Mode; label: string }[] = [
  { value: 'all', label: 'All customers' },
  { value: 'group', label: 'A specific group' },
  { value: 'advanced', label: 'Advanced: include and exclude groups' },
];

/** The audience the choices describe, or null while it is incomplete (no group chosen yet). */
function audienceOf(mode: Mode, groupId: string | null, include: string[], exclude: string[]): CampaignAudienceInput | null {
  const audience: CampaignAudienceInput =
    mode === 'all'
      ? { mode }
      : mode === 'group'
        ? { mode, group_ids: groupId ? [groupId] : [] }
        : { mode, include_group_ids: include, exclude_group_ids: exclude };
  return campaignAudienceSchema.safeParse(audience).success ? audience : null;
}

/** The campaign just sent, followed until every recipient has been tried. */
function SendingProgress({ campaignId }: { campaignId: string }) {
  const campaign = useQuery(campaignQueryOptions(campaignId));
  if (!campaign.data) return null;
  const { campaign: sent } = campaign.data;
  return (
    <Alert color={sent.status === 'sending' ? 'blue' : sent.status === 'sent' ? 'green' : 'red'} title={`'${sent.title}': ${sent.status}`}>
      <Stack gap="xs">
        <CampaignProgress campaign={sent} />
        <Anchor component={Link} to={campaignPath(sent.id)} size="sm">
          View details
        </Anchor>
      </Stack>
    </Alert>
  );
}

/**
 * The bulk SMS form: who receives it (with a live count), the title and the message. Once sent,
 * the toast says so and the campaign's progress shows under the Send button.
 */
export function CampaignForm() {
  const [mode, setMode] = useState<Mode>('all');
  const [groupId, setGroupId] = useState<string | null>(null);
  const [include, setInclude] = useState<string[]>([]);
  const [exclude, setExclude] = useState<string[]>([]);
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [sentId, setSentId] = useState<string | null>(null);

  const groups = useQuery(customerGroupsQueryOptions());
  const groupOptions = (groups.data ?? []).map((group) => ({ value: group.id, label: `${group.name} (${group.member_count})` }));
  const audience = audienceOf(mode, groupId, include, exclude);
  const count = useQuery({
    ...campaignRecipientCountQueryOptions(audience ?? { mode: 'all' }),
    enabled: audience !== null,
    placeholderData: keepPreviousData,
  });
  const create = useMutation(createCampaignMutationOptions());
  // Without a number nothing can go out (the page above says so): the campaign is not created.
  const { missing: noSmsNumber } = useSmsNumber();

  const recipients = audience ? count.data : undefined;
  const ready = !noSmsNumber && audience !== null && title.trim() !== '' && message.trim() !== '' && (recipients ?? 0) > 0;
  const segments = smsSegments(message);

  const send = () => {
    if (!audience) return;
    create.mutate(
      { title, message, recipients: audience },
      {
        onSuccess: (campaign) => {
          showFeedback(successFeedback(`Campaign ${campaign.title} is being sent`));
          setSentId(campaign.id);
          setTitle('');
          setMessage('');
        },
        onSettled: () => setConfirming(false),
      },
    );
  };

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Send a bulk SMS
      </Title>
      <Radio.Group label="Recipients" value={mode} onChange={(value) => setMode(value as Mode)}>
        <Group mt="xs">
          {MODES.map((option) => (
            <Radio key={option.value} value={option.value} label={option.label} />
          ))}
        </Group>
      </Radio.Group>
      {mode === 'group' && (
        <Select label="Group" placeholder="Choose a group" data={groupOptions} value={groupId} onChange={setGroupId} searchable />
      )}
      {mode === 'advanced' && (
        <Group grow align="flex-start">
          <MultiSelect label="Include groups" placeholder="Members of any of these" data={groupOptions} value={include} onChange={setInclude} searchable />
          <MultiSelect label="Exclude groups" placeholder="Unless in any of these" data={groupOptions} value={exclude} onChange={setExclude} searchable />
        </Group>
      )}
      {groups.isError && <FailureAlert title="Failed to load customer groups" error={groups.error} />}
      <Text size="sm" aria-live="polite">
        {audience === null
          ? 'Choose the groups to see how many customers will receive it.'
          : count.isError
            ? 'The recipient count could not be loaded.'
            : recipients === undefined
              ? 'Counting recipients...'
              : `Recipients: ${recipients}`}
      </Text>
      <TextInput label="Title" description="For your Message History; customers do not see it." value={title} onChange={(e) => setTitle(e.currentTarget.value)} maxLength={200} />
      <Textarea
        label="Message"
        value={message}
        onChange={(e) => setMessage(e.currentTarget.value)}
        rows={4}
        maxLength={SMS_BODY_MAX_LENGTH}
        description={`${message.length}/${SMS_BODY_MAX_LENGTH} characters · ${segments} SMS per recipient`}
      />
      <Text size="xs" c="dimmed">
        Messages go out between 8:00 and 21:00 in the salon's time zone. Customers who opted out, have no mobile number or already had 2
        marketing messages this month are skipped.
      </Text>
      {create.isError && <FailureAlert title="Failed to send campaign" error={create.error} />}
      <Group>
        <Button onClick={() => setConfirming(true)} disabled={!ready}>
          Send
        </Button>
      </Group>
      {sentId && <SendingProgress campaignId={sentId} />}
      <ConfirmDialog
        opened={confirming}
        title="Send this campaign?"
        message={`'${title.trim()}' goes to ${recipients ?? 0} customers. A sent message cannot be taken back.`}
        confirmLabel="Send now"
        busy={create.isPending}
        onConfirm={send}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
