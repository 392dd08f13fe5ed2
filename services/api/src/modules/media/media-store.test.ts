import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from 'typeorm';
import { DiskMediaStore } from './media-store';

const m = {} as EntityManager;

describe('DiskMediaStore', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'media-store-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("keeps each company's photos in its own folder, reads them back, and knows a missing one", async () => {
    const store = new DiskMediaStore(dir);
    await store.put(m, 'company-a', 'company-a/photo-1', Buffer.from('bytes of a'));
    expect(await store.get(m, 'company-a', 'company-a/photo-1')).toEqual(Buffer.from('bytes of a'));
    expect(await store.get(m, 'company-a', 'company-a/photo-2')).toBeUndefined();
    expect(await readdir(path.join(dir, 'company-a'))).toEqual(['photo-1']);
    // A key is never written twice.
    await expect(store.put(m, 'company-a', 'company-a/photo-1', Buffer.from('again'))).rejects.toThrow();
  });

  it("refuses a key outside the company's folder", async () => {
    const store = new DiskMediaStore(dir);
    await expect(store.get(m, 'company-b', 'company-a/photo-1')).rejects.toThrow('outside its company folder');
    await expect(store.put(m, 'company-a', 'company-a/../company-b/x', Buffer.from('x'))).rejects.toThrow('outside its company folder');
  });
});
