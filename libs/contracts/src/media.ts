import { z } from 'zod';
import { uuidSchema } from './companies';

/** A photo is a JPEG or a PNG of at most 5 MB. */
export const MEDIA_MAX_BYTES = 5 * 1024 * 1024;
export const MEDIA_CONTENT_TYPES = ['image/jpeg', 'image/png'] as const;
export type MediaContentType = (typeof MEDIA_CONTENT_TYPES)[number];
export const PHOTO_TYPE_MESSAGE = 'Photos must be JPEG or PNG';
export const PHOTO_SIZE_MESSAGE = 'Photos can be at most 5 MB';

/** A stored photo: `url` is a signed link that expires (within the hour). */
export const mediaFileSchema = z.object({
  id: z.string(),
  content_type: z.enum(MEDIA_CONTENT_TYPES),
  size: z.number().int(),
  url: z.string(),
});
export type MediaFile = z.infer<typeof mediaFileSchema>;

/** POST /api/media (the image as the raw body, with its Content-Type): the stored photo. */
export const mediaUploadResponseSchema = z.object({ success: z.literal(true), data: mediaFileSchema });

/** GET /api/media/:id?company=&expires=&signature=: a signed link (public; answers the image itself). */
export const mediaLinkParamsSchema = z.object({ id: uuidSchema });
export type MediaLinkParams = z.infer<typeof mediaLinkParamsSchema>;
export const mediaLinkQuerySchema = z.object({
  company: uuidSchema,
  expires: z.coerce.number().int('expires must be a whole number').min(0, 'expires must be a time').max(99_999_999_999, 'expires must be a time'),
  signature: z.string().regex(/^[0-9a-f]{64}$/, 'signature must be 64 hex digits'),
});
export type MediaLinkQuery = z.infer<typeof mediaLinkQuerySchema>;

/** A photo a text carries, as a conversation shows it: a freshly signed link. */
export const smsMediaSchema = z.object({ url: z.string(), content_type: z.string() });
export type SmsMedia = z.infer<typeof smsMediaSchema>;
