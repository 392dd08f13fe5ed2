import path from 'node:path';
import { z } from 'zod';

/** Where photos are kept: Postgres (the default, nothing to set up), a folder, or an S3-compatible store. */
export type MediaStorage = 'database' | 'disk' | 's3';

export interface S3Settings {
  /** The store's address (MinIO, R2, ...); null for AWS's own. */
  endpoint: string | null;
  region: string;
  bucket: string;
  accessKeyId: string;
  /** Never logged. */
  secretAccessKey: string;
}

export interface MediaConfig {
  storage: MediaStorage;
  /** `disk`: the folder files go in. */
  dir: string;
  /** `s3`: the bucket and its keys. */
  s3: S3Settings | null;
  /** HMAC key of photo links; derived from the access-token key when unset. */
  signingSecret: string | undefined;
}

/** The photo settings of the environment (merged into the API's one schema). */
export const mediaEnvShape = {
  MEDIA_STORAGE: z.enum(['database', 'disk', 's3'], { error: 'must be database, disk or s3' }).default('database'),
  MEDIA_DIR: z.string().optional(),
  MEDIA_S3_ENDPOINT: z.url().optional(),
  MEDIA_S3_REGION: z.string().default('us-east-1'),
  MEDIA_S3_BUCKET: z.string().optional(),
  MEDIA_S3_ACCESS_KEY_ID: z.string().optional(),
  MEDIA_S3_SECRET_ACCESS_KEY: z.string().optional(),
  MEDIA_SIGNING_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
};

type MediaEnv = z.infer<z.ZodObject<typeof mediaEnvShape>>;

/** The photo settings, or why they are refused. */
export function mediaConfig(e: MediaEnv, dataDir: string): MediaConfig | string {
  const dir = path.resolve(e.MEDIA_DIR ?? path.join(dataDir, 'media'));
  if (e.MEDIA_STORAGE !== 's3') return { storage: e.MEDIA_STORAGE, dir, s3: null, signingSecret: e.MEDIA_SIGNING_SECRET };
  if (!e.MEDIA_S3_BUCKET || !e.MEDIA_S3_ACCESS_KEY_ID || !e.MEDIA_S3_SECRET_ACCESS_KEY) {
    return 'MEDIA_STORAGE: s3 needs MEDIA_S3_BUCKET, MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY';
  }
  return {
    storage: 's3',
    dir,
    signingSecret: e.MEDIA_SIGNING_SECRET,
    s3: {
      endpoint: e.MEDIA_S3_ENDPOINT ?? null,
      region: e.MEDIA_S3_REGION,
      bucket: e.MEDIA_S3_BUCKET,
      accessKeyId: e.MEDIA_S3_ACCESS_KEY_ID,
      secretAccessKey: e.MEDIA_S3_SECRET_ACCESS_KEY,
    },
  };
}
