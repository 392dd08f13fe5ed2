import { mutationOptions } from '@tanstack/react-query';
import { mediaUploadResponseSchema, type MediaFile } from '@groombook/contracts';
import { apiRequest, apiUrl, unwrap } from './client';

/** POST /api/media: a JPEG or PNG (at most 5 MB) as the raw body; the stored photo and a signed link to it. */
export function uploadPhoto(file: Blob) {
  return apiRequest('/api/media', { method: 'POST', body: file, schema: mediaUploadResponseSchema });
}

/** Uploading a picked photo: a user action of its own, before the text that carries it is sent. */
export function uploadPhotoMutationOptions() {
  return mutationOptions({
    mutationKey: ['media', 'upload'],
    mutationFn: async (file: Blob): Promise<MediaFile> => (await unwrap(uploadPhoto(file))).data,
  });
}

/** Where an `<img>` loads a photo's signed link from: a path of the API is on the API's origin. */
export function photoSrc(url: string): string {
  return url.startsWith('/') ? apiUrl(url) : url;
}
