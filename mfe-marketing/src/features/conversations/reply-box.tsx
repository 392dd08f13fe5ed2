import { useState, type KeyboardEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { sendSmsMessageMutationOptions } from '@groombook/api-client';
import { SMS_BODY_MAX_LENGTH } from '@groombook/contracts';
import { Button, FailureAlert, Group, Stack } from '@groombook/ui';
import { Textarea } from '@groombook/ui/controls';

export interface ReplyBoxProps {
  customerId: string;
  /** Why nothing may be sent (the number opted out), or null. */
  disabledReason: string | null;
}

/** The reply: Enter sends, Shift+Enter starts a new line; it is trimmed, and an empty one is not sent. */
export function ReplyBox({ customerId, disabledReason }: ReplyBoxProps) {
  const [reply, setReply] = useState('');
  const send = useMutation(sendSmsMessageMutationOptions());
  const text = reply.trim();
  const blocked = disabledReason !== null;

  function submit() {
    if (!text || blocked || send.isPending) return;
    send.mutate({ customerId, message: text }, { onSuccess: () => setReply('') });
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
        <Button onClick={submit} disabled={!text || blocked} loading={send.isPending}>
          Send
        </Button>
      </Group>
    </Stack>
  );
}
