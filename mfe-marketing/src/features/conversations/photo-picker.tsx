import { useRef, useState, type ChangeEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { photoSrc, uploadPhotoMutationOptions } from '@groombook/api-client';
import { MEDIA_CONTENT_TYPES, MEDIA_MAX_BYTES, PHOTO_SIZE_MESSAGE, PHOTO_TYPE_MESSAGE, type MediaFile } from '@groombook/contracts';
import { Button, FailureAlert, Group, Stack, Text } from '@groombook/ui';

/** What the browser can tell of a picked file before uploading it; the API checks its bytes again. */
export function photoProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(MEDIA_CONTENT_TYPES as readonly string[]).includes(file.type)) return PHOTO_TYPE_MESSAGE;
  if (file.size > MEDIA_MAX_BYTES) return PHOTO_SIZE_MESSAGE;
  return null;
}

export interface PhotoPickerProps {
  photo: MediaFile | null;
  onChange: (photo: MediaFile | null) => void;
  disabled: boolean;
}

/**
 * "Attach photo": a JPEG or PNG of at most 5 MB, uploaded as soon as it is picked (its own
 * request), then shown as a preview with "Remove photo" until the reply carrying it is sent.
 */
export function PhotoPicker({ photo, onChange, disabled }: PhotoPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation(uploadPhotoMutationOptions());

  function picked(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    // The same file may be picked again after a removal.
    event.currentTarget.value = '';
    if (!file) return;
    upload.reset();
    const refusal = photoProblem(file);
    setProblem(refusal);
    if (refusal) return;
    upload.mutate(file, { onSuccess: (stored) => onChange(stored) });
  }

  return (
    <Stack gap={4}>
      <input ref={input} type="file" accept={MEDIA_CONTENT_TYPES.join(',')} aria-label="Photo file" hidden onChange={picked} />
      {photo ? (
        <Group gap="xs" align="flex-end">
          <img src={photoSrc(photo.url)} alt="Photo to send" style={{ maxWidth: 120, maxHeight: 120, borderRadius: 8 }} />
          <Button variant="subtle" size="xs" color="red" onClick={() => onChange(null)}>
            Remove photo
          </Button>
        </Group>
      ) : (
        <Group>
          <Button variant="default" size="xs" onClick={() => input.current?.click()} disabled={disabled} loading={upload.isPending}>
            Attach photo
          </Button>
        </Group>
      )}
      {problem && (
        <Text size="sm" c="red" role="alert">
          {problem}
        </Text>
      )}
      {upload.isError && <FailureAlert title="Failed to attach photo" error={upload.error} />}
    </Stack>
  );
}
