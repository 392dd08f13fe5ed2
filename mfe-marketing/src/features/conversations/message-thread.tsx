import { useLayoutEffect, useRef } from 'react';
import type { SmsMessage } from '@groombook/contracts';
import { CONVERSATION_VIEW_HEIGHT_PX } from '@groombook/domain';
import { EmptyState, Stack } from '@groombook/ui';
import { ScrollArea } from '@groombook/ui/controls';
import { MessageBubble } from './message-bubble';

/** The messages, oldest first, in a view of fixed height that keeps the newest in sight. */
export function MessageThread({ messages }: { messages: readonly SmsMessage[] }) {
  const viewport = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1)?.id;

  useLayoutEffect(() => {
    const element = viewport.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [newest, messages.length]);

  return (
    <ScrollArea h={CONVERSATION_VIEW_HEIGHT_PX} viewportRef={viewport} type="auto" offsetScrollbars>
      {messages.length === 0 ? (
        <EmptyState title="No messages yet" description="Start a new conversation" />
      ) : (
        <Stack component="ol" aria-label="Messages" gap="sm" p="xs" m={0} style={{ listStyle: 'none' }}>
          {messages.map((message) => (
            <MessageBubble key={message.id} message={message} />
          ))}
        </Stack>
      )}
    </ScrollArea>
  );
}
