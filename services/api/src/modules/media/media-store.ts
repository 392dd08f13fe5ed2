import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { EntityManager } from 'typeorm';
import type { MediaFilesRepository } from './media-files.repository';

/**
 * Where photos' bytes are kept, by storage key; the `media_files` row says which company owns
 * which key, and every read goes through that row (company id and photo id) first. Calls run in
 * the caller's `TenantDb.forCompany` transaction, which the database store writes in.
 */
export abstract class MediaStore {
  abstract put(m: EntityManager, companyId: string, key: string, data: Buffer): Promise<void>;
  /** The bytes, or undefined when the store has none under the key. */
  abstract get(m: EntityManager, companyId: string, key: string): Promise<Buffer | undefined>;
}

/** MEDIA_STORAGE=database (the default): `media_blobs`, under the company's row-level security. */
export class DatabaseMediaStore extends MediaStore {
  constructor(private readonly files: MediaFilesRepository) {
    super();
  }

  put(m: EntityManager, companyId: string, key: string, data: Buffer): Promise<void> {
    return this.files.putBlob(m, companyId, key, data);
  }

  get(m: EntityManager, companyId: string, key: string): Promise<Buffer | undefined> {
    return this.files.blob(m, companyId, key);
  }
}

/** MEDIA_STORAGE=disk: files under MEDIA_DIR, a folder per company. Keys are made by the service (`<company id>/<uuid>`), never typed by anyone. */
export class DiskMediaStore extends MediaStore {
  constructor(private readonly dir: string) {
    super();
  }

  async put(_m: EntityManager, companyId: string, key: string, data: Buffer): Promise<void> {
    const file = this.fileOf(companyId, key);
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    await writeFile(file, data, { flag: 'wx', mode: 0o600 });
  }

  async get(_m: EntityManager, companyId: string, key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.fileOf(companyId, key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  private fileOf(companyId: string, key: string): string {
    const file = path.resolve(this.dir, key);
    if (!file.startsWith(path.resolve(this.dir, companyId) + path.sep)) throw new Error('A media key outside its company folder');
    return file;
  }
}
