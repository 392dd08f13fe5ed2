import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { createScheduleBlockMutationOptions, deleteScheduleBlockMutationOptions, updateScheduleBlockMutationOptions } from '@groombook/api-client';
import type { ScheduleBlock } from '@groombook/contracts';
import { APPOINTMENT_DURATION, calendarDateError, parseAppointmentTime } from '@groombook/domain';
import { Button, failureFeedback, Group, NativeSelect, showFeedback, Stack, successFeedback, TextInput } from '@groombook/ui';
import { ResponsiveModal } from '@groombook/ui/dialogs';
import type { GroomerColumn } from './calendar-layout';

/** What the dialog opens with: a new block (no id) or one to edit. */
export type BlockDraft = Omit<ScheduleBlock, 'id'> & { id?: string };

export interface BlockTimeDialogProps {
  /** The block being made or edited; null: closed. */
  draft: BlockDraft | null;
  /** The groomers a block may be for. */
  groomers: readonly GroomerColumn[];
  onClose: () => void;
}

/** '1 h 30 min', '45 min'. */
export function lengthLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

const LENGTHS: number[] = [];
for (let minutes = APPOINTMENT_DURATION.minMinutes; minutes <= APPOINTMENT_DURATION.maxMinutes; minutes += APPOINTMENT_DURATION.stepMinutes) LENGTHS.push(minutes);

/**
 * "Block time": a groomer's time with no customer (lunch, training) on a day, from a start for
 * a length, under a label. Opened on a block, it changes or deletes it.
 */
export function BlockTimeDialog({ draft, groomers, onClose }: BlockTimeDialogProps) {
  return (
    <ResponsiveModal opened={draft !== null} onClose={onClose} title={draft?.id ? 'Edit block' : 'Block time'} size="md">
      {draft && <BlockForm key={draft.id ?? 'new'} draft={draft} groomers={groomers} onClose={onClose} />}
    </ResponsiveModal>
  );
}

function BlockForm({ draft, groomers, onClose }: { draft: BlockDraft; groomers: readonly GroomerColumn[]; onClose: () => void }) {
  const [values, setValues] = useState(draft);
  const [tried, setTried] = useState(false);
  const create = useMutation(createScheduleBlockMutationOptions());
  const update = useMutation(updateScheduleBlockMutationOptions());
  const remove = useMutation(deleteScheduleBlockMutationOptions());
  const busy = create.isPending || update.isPending || remove.isPending;
  const choices = groomers.filter((column): column is GroomerColumn & { id: string } => column.id !== null);

  const time = parseAppointmentTime(values.time);
  const errors = {
    groomer: values.groomer_id ? undefined : 'Choose a groomer',
    date: calendarDateError(values.date) ?? undefined,
    time: time.ok && time.time !== null ? undefined : 'Enter a start time',
    label: values.label.trim() === '' ? 'Label is required' : undefined,
  };
  const shown = (error: string | undefined) => (tried ? error : undefined);
  const set = (patch: Partial<BlockDraft>) => setValues((current) => ({ ...current, ...patch }));

  function save() {
    setTried(true);
    if (Object.values(errors).some(Boolean) || !time.ok || time.time === null) return;
    const body = { groomer_id: values.groomer_id, date: values.date, time: time.time, duration_minutes: values.duration_minutes, label: values.label.trim() };
    const done = (message: string) => {
      showFeedback(successFeedback(message));
      onClose();
    };
    if (draft.id) {
      update.mutate({ id: draft.id, ...body }, { onSuccess: () => done('Block saved'), onError: (error) => showFeedback(failureFeedback('Failed to save block', error)) });
    } else {
      create.mutate(body, { onSuccess: () => done('Time blocked'), onError: (error) => showFeedback(failureFeedback('Failed to block time', error)) });
    }
  }

  function deleteBlock(id: string) {
    remove.mutate(id, {
      onSuccess: () => {
        showFeedback(successFeedback('Block deleted'));
        onClose();
      },
      onError: (error) => showFeedback(failureFeedback('Failed to delete block', error)),
    });
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Stack>
        <NativeSelect
          label="Groomer"
          required
          value={values.groomer_id}
          error={shown(errors.groomer)}
          data={[{ value: '', label: 'Choose a groomer' }, ...choices.map((column) => ({ value: column.id, label: column.name }))]}
          onChange={(event) => set({ groomer_id: event.currentTarget.value })}
        />
        <Group grow align="flex-start">
          <TextInput type="date" label="Date" required value={values.date} error={shown(errors.date)} onChange={(event) => set({ date: event.currentTarget.value })} />
          <TextInput type="time" label="Start time" required step={900} value={values.time} error={shown(errors.time)} onChange={(event) => set({ time: event.currentTarget.value })} />
        </Group>
        <NativeSelect
          label="Length"
          value={String(values.duration_minutes)}
          data={LENGTHS.map((minutes) => ({ value: String(minutes), label: lengthLabel(minutes) }))}
          onChange={(event) => set({ duration_minutes: Number(event.currentTarget.value) })}
        />
        <TextInput
          label="Label"
          required
          maxLength={100}
          placeholder="Lunch"
          value={values.label}
          error={shown(errors.label)}
          onChange={(event) => set({ label: event.currentTarget.value })}
          data-autofocus
        />
        <Group justify="space-between">
          {draft.id ? (
            <Button color="red" variant="light" aria-label={`Delete block ${draft.label}`} disabled={busy} loading={remove.isPending} onClick={() => draft.id && deleteBlock(draft.id)}>
              Delete block
            </Button>
          ) : (
            <span />
          )}
          <Group gap="xs">
            <Button variant="default" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending} disabled={remove.isPending}>
              {draft.id ? 'Save block' : 'Block time'}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
