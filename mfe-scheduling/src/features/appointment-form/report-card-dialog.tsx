import { useState, type ChangeEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { photoSrc, uploadPhotoMutationOptions } from '@groombook/api-client';
import { MEDIA_CONTENT_TYPES, MEDIA_MAX_BYTES, PHOTO_SIZE_MESSAGE, PHOTO_TYPE_MESSAGE, type MediaFile, type ReportCard } from '@groombook/contracts';
import { Button, FailureAlert, Group, Stack, Text } from '@groombook/ui';
import { ResponsiveModal } from '@groombook/ui/dialogs';
import { Textarea } from '@groombook/ui/controls';

/** The report card's notes: plain text, at most 500 characters. */
const NOTES_MAX = 500;

export interface ReportCardDialogProps {
  opened: boolean;
  pending: boolean;
  onClose: () => void;
  onConfirm: (card: ReportCard) => void;
}

/**
 * "Ready with report card…": the groomer's notes on the dog and an optional photo (JPEG or PNG,
 * at most 5 MB, uploaded when picked), sent with the ready text.
 */
export function ReportCardDialog({ opened, pending, onClose, onConfirm }: ReportCardDialogProps) {
  const [notes, setNotes] = useState('');
  const [tried, setTried] = useState(false);
  const [photo, setPhoto] = useState<MediaFile | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const upload = useMutation(uploadPhotoMutationOptions());
  const missing = notes.trim() === '';

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    setPhoto(null);
    if (!file) return;
    const typeOk = (MEDIA_CONTENT_TYPES as readonly string[]).includes(file.type);
    const refusal = !typeOk ? PHOTO_TYPE_MESSAGE : file.size > MEDIA_MAX_BYTES ? PHOTO_SIZE_MESSAGE : null;
    setPhotoError(refusal);
    if (!refusal) upload.mutate(file, { onSuccess: setPhoto });
  }

  const confirm = () => {
    setTried(true);
    if (!missing && !upload.isPending) onConfirm({ notes: notes.trim(), media_id: photo?.id });
  };

  return (
    <ResponsiveModal opened={opened} onClose={onClose} title="Report card" size="md">
      <Stack>
        <Textarea
          label="Groomer's notes"
          description="Sent to the customer with the ready text"
          required
          maxLength={NOTES_MAX}
          rows={4}
          value={notes}
          error={tried && missing ? 'Report card notes are required' : undefined}
          onChange={(event) => setNotes(event.currentTarget.value)}
          data-autofocus
        />
        <label>
          <Text size="sm" fw={500}>
            Photo (optional)
          </Text>
          <input type="file" accept={MEDIA_CONTENT_TYPES.join(',')} onChange={pick} disabled={upload.isPending} />
        </label>
        {photoError && (
          <Text size="sm" c="red" role="alert">
            {photoError}
          </Text>
        )}
        {upload.isError && <FailureAlert title="Failed to attach photo" error={upload.error} />}
        {photo && (
          <Group gap="xs" align="flex-end">
            <img src={photoSrc(photo.url)} alt="Report card photo" style={{ maxWidth: 120, maxHeight: 120, borderRadius: 8 }} />
            <Button variant="subtle" size="xs" color="red" onClick={() => setPhoto(null)}>
              Remove photo
            </Button>
          </Group>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Back
          </Button>
          <Button loading={pending || upload.isPending} onClick={confirm}>
            Ready and send
          </Button>
        </Group>
      </Stack>
    </ResponsiveModal>
  );
}
