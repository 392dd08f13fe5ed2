import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { readFastEntryMutationOptions } from '@groombook/api-client';
import { FAST_ENTRY_MESSAGES, FAST_ENTRY_PROMPT_MAX_LENGTH } from '@groombook/contracts';
import { Button, FeedbackAlert, Group, Stack, Text, successFeedback } from '@groombook/ui';
import { ResponsiveModal } from '@groombook/ui/dialogs';
import { Textarea } from '@groombook/ui/controls';
import type { AppointmentFormValues } from '../../../shared/appointment-form/appointment-values';
import { failureMessage, formValuesOf, outcomeOf, type FastEntryOutcome } from './fast-entry-reply';
import { FastEntryReview } from './fast-entry-review';

export interface FastEntryDialogProps {
  /** The form fields the reviewed details fill. */
  onApply: (values: Partial<AppointmentFormValues>) => void;
  onClose: () => void;
}

/**
 * 'Fast Appointment Entry': one typed sentence, 'Fill Form' reads it, the details are shown
 * for review, 'Apply to Form' fills the form. One action is offered at a time, in the same place:
 * 'Fill Form' until the sentence is read, then 'Apply to Form' (changing the sentence brings
 * 'Fill Form' back). Enter reads, and Enter again applies. Mounted per opening, so every opening
 * starts empty.
 */
export function FastEntryDialog({ onApply, onClose }: FastEntryDialogProps) {
  const [text, setText] = useState('');
  const [emptyError, setEmptyError] = useState<string | null>(null);
  // The outcome of the last reading, and the text it read: editing the text sets it aside.
  const [outcome, setOutcome] = useState<(FastEntryOutcome & { text: string }) | null>(null);
  const read = useMutation(readFastEntryMutationOptions());
  const applyButton = useRef<HTMLButtonElement>(null);
  const current = outcome?.text === text ? outcome : null;
  const details = current?.ok ? current.details : null;

  useEffect(() => {
    if (details) applyButton.current?.focus();
  }, [details]);

  function fill() {
    const prompt = text.trim();
    if (!prompt) {
      setEmptyError(FAST_ENTRY_MESSAGES.empty);
      setOutcome(null);
      return;
    }
    setEmptyError(null);
    const reading = text;
    read.mutate(prompt, {
      onSuccess: (answer) => setOutcome({ ...outcomeOf(answer.response), text: reading }),
      onError: (error) => setOutcome({ ok: false, message: failureMessage(error), text: reading }),
    });
  }

  function apply() {
    if (details) onApply(formValuesOf(details));
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (details) apply();
    else if (!read.isPending) fill();
  }

  return (
    <ResponsiveModal opened onClose={onClose} title="Fast Appointment Entry">
      <Stack>
        <Text size="sm" c="dimmed">
          Describe the appointment in one sentence: who, which dog, when, with which groomer, the service or price.
        </Text>
        <Textarea
          label="Appointment details"
          placeholder="e.g. Bella for Maria Garcia tomorrow at 2pm with Sam, small dog bath"
          description="Enter reads it; Shift+Enter starts a new line."
          rows={3}
          maxLength={FAST_ENTRY_PROMPT_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          error={emptyError}
          data-autofocus
        />
        {current && !current.ok && <FeedbackAlert feedback={{ tone: 'failure', message: current.message }} />}
        {details && (
          <>
            <FeedbackAlert feedback={successFeedback(FAST_ENTRY_MESSAGES.parsed)} />
            <FastEntryReview details={details} />
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          {details ? (
            <Button ref={applyButton} onClick={apply}>
              Apply to Form
            </Button>
          ) : (
            <Button onClick={fill} loading={read.isPending}>
              Fill Form
            </Button>
          )}
        </Group>
      </Stack>
    </ResponsiveModal>
  );
}
