import { useRef } from 'react';
import { CAMPAIGN_MAX_SEGMENTS, SMS_BODY_MAX_LENGTH } from '@groombook/contracts';
import { MESSAGE_TEMPLATE_FIELDS, smsSegments, templateAtFullLength } from '@groombook/domain';
import { Button, Group, Text } from '@groombook/ui';
import { Textarea } from '@groombook/ui/controls';

/**
 * The campaign's message: a template whose fields ({pet_name}, …) are filled per recipient.
 * The chips insert a field where the cursor is; the count is of SMS segments once filled in.
 */
export function MessageField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const input = useRef<HTMLTextAreaElement>(null);
  const segments = smsSegments(templateAtFullLength(value)).segments;

  const insert = (field: string) => {
    const at = input.current?.selectionStart ?? value.length;
    const end = input.current?.selectionEnd ?? at;
    onChange(`${value.slice(0, at)}{${field}}${value.slice(end)}`);
  };

  return (
    <div>
      <Textarea
        ref={input}
        label="Message"
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        rows={4}
        maxLength={SMS_BODY_MAX_LENGTH}
        description={`${value.length}/${SMS_BODY_MAX_LENGTH} characters · ${segments} SMS per recipient once filled in (at most ${CAMPAIGN_MAX_SEGMENTS})`}
      />
      <Group gap={4} mt={4} aria-label="Insert a field">
        <Text size="xs" c="dimmed">
          Insert:
        </Text>
        {MESSAGE_TEMPLATE_FIELDS.map((field) => (
          <Button key={field} size="compact-xs" variant="light" onClick={() => insert(field)}>
            {`{${field}}`}
          </Button>
        ))}
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        A field without a value gets its fallback: write {'{pet_name|your pup}'} to choose it.
      </Text>
    </div>
  );
}
