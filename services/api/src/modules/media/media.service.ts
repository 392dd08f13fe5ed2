import { createHash, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { MEDIA_MAX_BYTES, PHOTO_SIZE_MESSAGE, PHOTO_TYPE_MESSAGE, type MediaFile, type MediaLinkQuery, type SmsMedia } from '@groombook/contracts';
import { NotFoundError, RuleRefusedError } from '../../core/errors/domain-errors';
import { TenantDb } from '../../core/tenancy/tenant-db';
import { imageTypeOf } from './image-type';
import { MediaFilesRepository, type MediaRow } from './media-files.repository';
import { BROWSER_LINK_SECONDS, MediaLinks, MMS_LINK_SECONDS } from './media-links';
import { MediaStore } from './media-store';

/** What a link that does not open says, whatever the reason (a bad signature, expired, another company's): nothing more. */
export const LINK_REFUSED_MESSAGE = 'This photo link is not valid or has expired';
export const photoNotFound = () => new NotFoundError('Photo not found');

/** Photos of a company: stored once uploaded, read only by company id and photo id, opened by signed links. */
@Injectable()
export class MediaService {
  constructor(
    private readonly db: TenantDb,
    private readonly files: MediaFilesRepository,
    private readonly store: MediaStore,
    private readonly links: MediaLinks,
  ) {}

  /** Stores a JPEG or PNG of at most 5 MB, recognised by its bytes; anything else is refused with nothing stored. */
  async upload(companyId: string, userId: string | null, body: unknown): Promise<MediaFile> {
    if (!(body instanceof Uint8Array) || body.length === 0) throw new RuleRefusedError(PHOTO_TYPE_MESSAGE);
    if (body.length > MEDIA_MAX_BYTES) throw new RuleRefusedError(PHOTO_SIZE_MESSAGE);
    const contentType = imageTypeOf(body);
    if (!contentType) throw new RuleRefusedError(PHOTO_TYPE_MESSAGE);
    const data = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
    const id = randomUUID();
    const row = await this.db.forCompany(companyId, async (m) => {
      const storageKey = `${companyId}/${id}`;
      await this.store.put(m, companyId, storageKey, data);
      const sha256 = createHash('sha256').update(data).digest('hex');
      return this.files.insert(m, { id, companyId, contentType, byteSize: data.length, sha256, storageKey, createdBy: userId });
    });
    return { id: row.id, content_type: row.content_type, size: row.byte_size, url: this.links.path(companyId, row.id, BROWSER_LINK_SECONDS) };
  }

  /** The photo a signed link names; 403 with one message for any link that does not open. */
  async open(mediaId: string, link: MediaLinkQuery): Promise<{ contentType: string; data: Buffer; expires: number }> {
    if (!this.links.valid({ companyId: link.company, mediaId, expires: link.expires }, link.signature)) throw linkRefused();
    const found = await this.db.forCompany(link.company, async (m) => {
      const row = await this.files.byId(m, link.company, mediaId);
      const data = row ? await this.store.get(m, link.company, row.storage_key) : undefined;
      return row && data ? { contentType: row.content_type, data } : undefined;
    });
    if (!found) throw linkRefused();
    return { ...found, expires: link.expires };
  }

  /** The company's photo, in the caller's transaction; 404 'Photo not found' for another company's or none. */
  async mustExist(m: EntityManager, companyId: string, mediaId: string): Promise<MediaRow> {
    const row = await this.files.byId(m, companyId, mediaId);
    if (!row) throw photoNotFound();
    return row;
  }

  /** Freshly signed browser links to the company's photos, by photo id. */
  async browserMedia(m: EntityManager, companyId: string, ids: string[]): Promise<Map<string, SmsMedia>> {
    const rows = await this.files.byIds(m, companyId, [...new Set(ids)]);
    return new Map(rows.map((row) => [row.id, { url: this.links.path(companyId, row.id, BROWSER_LINK_SECONDS), content_type: row.content_type }]));
  }

  /** The link an SMS provider fetches the photo of an MMS from (under PUBLIC_URL). */
  mmsUrl(companyId: string, mediaId: string): string {
    return this.links.url(companyId, mediaId, MMS_LINK_SECONDS);
  }
}

const linkRefused = () => new NotFoundError(LINK_REFUSED_MESSAGE);
