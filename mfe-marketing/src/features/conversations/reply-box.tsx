import { useState, type KeyboardEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { sendSmsMessageMutationOptions } from '@groombook/api-client';
import { SMS_BODY_MAX_LENGTH, type MediaFile } from '@groombook/contracts';
import { Button, FailureAlert, Group, Stack } from '@groombook/ui';
import { Textarea } from '@groombook/ui/controls';
import { PhotoPicker } from './photo-picker';

export interface ReplyBoxProps {
  customerId: string;
  /** Why nothing may be sent (the number opted out), or null. */
  disabledReason: string | null;
}

/**
 * The reply: Enter sends, Shift+Enter starts a new line; it is trimmed, and an empty one is not
 * sent unless it carries a photo ("Attach photo": sent as MMS).
 */
export function ReplyBox({ customerId, disabledReason }: ReplyBoxProps) {
  const [reply, setReply] = useState('');
  const [photo, setPhoto] = useState<MediaFile | null>(null);
  const send = useMutation(sendSmsMessageMutationOptions());
  const text = reply.trim();
  const blocked = disabledReason !== null;
  const empty = !text && !photo;

  function submit() {
    if (empty || blocked || send.isPending) return;
    send.mutate(
      { customerId, message: text || undefined, mediaId: photo?.id },
      {
        onSuccess: () => {
          setReply('');
          setPhoto(null);
        },
      },
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // While an input method composes a character, Enter confirms it: it does not send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  }

  return (
    <Stack gap="xs">
      {send.isError && <FailureAlert title="Failed to send message" error={send.error} />}
      <Group align="flex-end" wrap="nowrap" gap="sm">
        <Textarea
          aria-label="Reply"
          placeholder="Type your reply..."
          value={reply}
          onChange={(event) => setReply(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          rows={3}
          resize="vertical"
          maxLength={SMS_BODY_MAX_LENGTH}
          disabled={blocked}
          description={disabledReason ?? undefined}
          style={{ flex: 1 }}
        />
        <Button onClick={submit} disabled={empty || blocked} loading={send.isPending}>
          Send
        </Button>
      </Group>
      <PhotoPicker photo={photo} onChange={setPhoto} disabled={blocked} />
    </Stack>
  );
}
