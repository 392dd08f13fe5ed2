import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { MEDIA_CONTENT_TYPES } from '@groombook/contracts';
import { selectRow, selectRows, writeReturning } from '../../core/database/rows';

const mediaRowSchema = z.object({
  id: z.string(),
  company_id: z.string(),
  content_type: z.enum(MEDIA_CONTENT_TYPES),
  byte_size: z.number(),
  sha256: z.string(),
  storage_key: z.string(),
});
export type MediaRow = z.infer<typeof mediaRowSchema>;
const blobRowSchema = z.object({ data: z.instanceof(Uint8Array) });
const COLUMNS = 'id, company_id, content_type, byte_size, sha256, storage_key';

/** Every query of `media_files`, in a `TenantDb.forCompany` transaction, always by company id and photo id. */
@Injectable()
export class MediaFilesRepository {
  async insert(
    m: EntityManager,
    file: { id: string; companyId: string; contentType: string; byteSize: number; sha256: string; storageKey: string; createdBy: string | null },
  ): Promise<MediaRow> {
    const [row] = await writeReturning(
      m,
      mediaRowSchema,
      `INSERT INTO media_files (id, company_id, content_type, byte_size, sha256, storage_key, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
      [file.id, file.companyId, file.contentType, file.byteSize, file.sha256, file.storageKey, file.createdBy],
    );
    if (!row) throw new Error('A photo was not stored');
    return row;
  }

  byId(m: EntityManager, companyId: string, id: string): Promise<MediaRow | undefined> {
    return selectRow(m, mediaRowSchema, `SELECT ${COLUMNS} FROM media_files WHERE company_id = $1 AND id = $2`, [companyId, id]);
  }

  byIds(m: EntityManager, companyId: string, ids: string[]): Promise<MediaRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return selectRows(m, mediaRowSchema, `SELECT ${COLUMNS} FROM media_files WHERE company_id = $1 AND id = ANY($2::uuid[])`, [companyId, ids]);
  }

  /** `media_blobs` (MEDIA_STORAGE=database): the bytes under a storage key. */
  async putBlob(m: EntityManager, companyId: string, key: string, data: Buffer): Promise<void> {
    await m.query('INSERT INTO media_blobs (company_id, storage_key, data) VALUES ($1, $2, $3)', [companyId, key, data]);
  }

  async blob(m: EntityManager, companyId: string, key: string): Promise<Buffer | undefined> {
    const [row] = await selectRows(m, blobRowSchema, 'SELECT data FROM media_blobs WHERE company_id = $1 AND storage_key = $2', [companyId, key]);
    return row ? Buffer.from(row.data.buffer, row.data.byteOffset, row.data.byteLength) : undefined;
  }
}
