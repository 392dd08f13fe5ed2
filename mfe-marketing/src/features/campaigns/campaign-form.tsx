import { useMemo, useState } from 'react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  campaignQueryOptions,
  campaignRecipientCountQueryOptions,
  changeCampaignMutationOptions,
  createCampaignMutationOptions,
  useSmsNumber,
} from '@groombook/api-client';
import type { Campaign, CampaignAudienceInput, CreateCampaignRequest } from '@groombook/contracts';
import { campaignPath } from '@groombook/routes';
import { Alert, Anchor, Button, FailureAlert, Group, showFeedback, Stack, successFeedback, Text, TextInput, Title, useDebouncedValue } from '@groombook/ui';
import { ConfirmDialog } from '@groombook/ui/dialogs';
import { Link } from '@groombook/ui/router';
import { audienceOf, CampaignAudiencePicker, choicesOf } from './campaign-audience-picker';
import { CampaignProgress } from './campaign-status';
import { scheduledLabel } from './campaign-timing';
import { MessageField } from './message-field';

type Send = 'now' | 'draft' | 'schedule';
/** The count follows the filter as it is written, once typing pauses. */
const COUNT_DELAY_MS = 300;

/** The campaign just sent, saved or scheduled, followed until every recipient has been tried. */
function SavedCampaign({ campaignId }: { campaignId: string }) {
  const campaign = useQuery(campaignQueryOptions(campaignId));
  if (!campaign.data) return null;
  const { campaign: saved } = campaign.data;
  return (
    <Alert color={saved.status === 'sent' ? 'green' : saved.status === 'failed' ? 'red' : 'blue'} title={`'${saved.title}': ${saved.status}`}>
      <Stack gap="xs">
        {scheduledLabel(saved) && <Text size="sm">{scheduledLabel(saved)}</Text>}
        <CampaignProgress campaign={saved} />
        <Anchor component={Link} to={campaignPath(saved.id)} size="sm">
          View details
        </Anchor>
      </Stack>
    </Alert>
  );
}

/**
 * The bulk SMS form: who receives it (with a live count), the title and the message (a template
 * with fields). Sent now after a confirmation, saved as a draft, or scheduled for a date and time
 * in the salon's time zone. With `draft`, that draft (or scheduled campaign) is edited.
 */
export function CampaignForm({ draft, onDone }: { draft?: Campaign; onDone?: () => void }) {
  const [choices, setChoices] = useState(() => choicesOf(draft?.audience));
  const [title, setTitle] = useState(draft?.title ?? '');
  const [message, setMessage] = useState(draft?.message ?? '');
  const [confirming, setConfirming] = useState(false);
  const [scheduling, setScheduling] = useState(false);
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [savedId, setSavedId] = useState<string | null>(null);

  // Debounced as text: the same audience is the same string, so the count waits only for a change.
  const [audienceText] = useDebouncedValue(JSON.stringify(audienceOf(choices)), COUNT_DELAY_MS);
  const audience = useMemo(() => JSON.parse(audienceText) as CampaignAudienceInput | null, [audienceText]);
  const count = useQuery({
    ...campaignRecipientCountQueryOptions(audience ?? { mode: 'all' }),
    enabled: audience !== null,
    placeholderData: keepPreviousData,
  });
  const create = useMutation(createCampaignMutationOptions());
  const change = useMutation(changeCampaignMutationOptions());
  const saving = draft ? change : create;
  // Without a number nothing can go out (the page above says so): the campaign is not created.
  const { missing: noSmsNumber } = useSmsNumber();

  const recipients = audience ? count.data : undefined;
  const written = audience !== null && title.trim() !== '' && message.trim() !== '';
  const ready = !noSmsNumber && written && (recipients ?? 0) > 0;

  const submit = (send: Send) => {
    if (!audience) return;
    const input: CreateCampaignRequest = { title, message, recipients: audience, ...(send === 'now' ? {} : { send }), ...(send === 'schedule' ? { send_at: { date, time } } : {}) };
    const done = (campaign: Campaign | null) => {
      const words = send === 'now' ? 'is being sent' : send === 'draft' ? 'was saved as a draft' : 'is scheduled';
      showFeedback(successFeedback(`Campaign ${title.trim()} ${words}`));
      setSavedId(campaign?.id ?? null);
      setTitle('');
      setMessage('');
      setScheduling(false);
      onDone?.();
    };
    const settled = () => setConfirming(false);
    if (draft) change.mutate({ id: draft.id, action: 'update', input: { ...input, send } }, { onSuccess: done, onSettled: settled });
    else create.mutate(input, { onSuccess: done, onSettled: settled });
  };

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {draft ? `Edit '${draft.title}'` : 'Send a bulk SMS'}
      </Title>
      <CampaignAudiencePicker choices={choices} onChange={setChoices} />
      <Text size="sm" aria-live="polite">
        {audience === null
          ? 'Choose the groups or the filter to see how many customers will receive it.'
          : count.isError
            ? 'The recipient count could not be loaded.'
            : recipients === undefined
              ? 'Counting recipients...'
              : `Recipients: ${recipients}`}
      </Text>
      <TextInput label="Title" description="For your Message History; customers do not see it." value={title} onChange={(e) => setTitle(e.currentTarget.value)} maxLength={200} />
      <MessageField value={message} onChange={setMessage} />
      <Text size="xs" c="dimmed">
        Messages go out between 8:00 and 21:00 in the salon's time zone. Customers who opted out, have no mobile number or already had 2
        marketing messages this month are skipped. A draft or scheduled campaign chooses its recipients when it is sent.
      </Text>
      {saving.isError && <FailureAlert title="Failed to send campaign" error={saving.error} />}
      <Group>
        <Button variant="default" onClick={() => submit('draft')} disabled={!written} loading={saving.isPending && !confirming}>
          Save draft
        </Button>
        <Button variant="default" onClick={() => setScheduling((open) => !open)} disabled={!written}>
          Schedule…
        </Button>
        <Button onClick={() => setConfirming(true)} disabled={!ready}>
          Send now
        </Button>
        {draft && (
          <Button variant="subtle" onClick={onDone}>
            Cancel
          </Button>
        )}
      </Group>
      {scheduling && (
        <Group align="flex-end">
          <TextInput label="Send on" type="date" value={date} onChange={(e) => setDate(e.currentTarget.value)} />
          <TextInput label="Time" type="time" value={time} onChange={(e) => setTime(e.currentTarget.value)} description="In the salon's time zone" />
          <Button onClick={() => submit('schedule')} disabled={!written || !date || !time}>
            Schedule
          </Button>
        </Group>
      )}
      {savedId && <SavedCampaign campaignId={savedId} />}
      <ConfirmDialog
        opened={confirming}
        title="Send this campaign?"
        message={`'${title.trim()}' goes to ${recipients ?? 0} customers. A sent message cannot be taken back.`}
        confirmLabel="Send now"
        busy={saving.isPending}
        onConfirm={() => submit('now')}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
