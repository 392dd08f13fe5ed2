import { createHash, createHmac } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { S3Settings } from '../../core/config/media-config';
import { MediaStore } from './media-store';

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
/** How long one call to the store may take. */
const S3_TIMEOUT_MS = 15_000;

/** What a request signed with AWS Signature Version 4 needs. */
export interface SigningInput {
  method: string;
  url: URL;
  /** Every header to sign, `host` and the `x-amz-*` ones included. */
  headers: Record<string, string>;
  payloadHash: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `YYYYMMDDTHHMMSSZ` */
  amzDate: string;
}

/** The Authorization header of a request to S3, by Signature Version 4 (no query string). */
export function s3Authorization(input: SigningInput): string {
  const names = Object.keys(input.headers)
    .map((name) => name.toLowerCase())
    .sort();
  const lower = Object.fromEntries(Object.entries(input.headers).map(([name, value]) => [name.toLowerCase(), value.trim()]));
  const signedHeaders = names.join(';');
  const canonical = [input.method, input.url.pathname, '', ...names.map((name) => `${name}:${lower[name]}`), '', signedHeaders, input.payloadHash].join('\n');
  const day = input.amzDate.slice(0, 8);
  const scope = `${day}/${input.region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', input.amzDate, scope, sha256Hex(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

/**
 * MEDIA_STORAGE=s3: objects in a private bucket of an S3-compatible store (AWS, MinIO, R2), by
 * path-style address, each request signed (Signature Version 4). Photos are never served from
 * the bucket: the API reads them and answers signed links of its own.
 */
export class S3MediaStore extends MediaStore {
  constructor(
    private readonly settings: S3Settings,
    private readonly now: () => Date = () => new Date(),
  ) {
    super();
  }

  async put(_m: EntityManager, _companyId: string, key: string, data: Buffer): Promise<void> {
    const response = await this.call('PUT', key, data);
    if (!response.ok) throw new Error(`The photo store refused a photo (HTTP ${response.status})`);
  }

  async get(_m: EntityManager, _companyId: string, key: string): Promise<Buffer | undefined> {
    const response = await this.call('GET', key);
    if (response.status === 404) return undefined;
    if (!response.ok) throw new Error(`The photo store did not answer a photo (HTTP ${response.status})`);
    return Buffer.from(await response.arrayBuffer());
  }

  private call(method: 'GET' | 'PUT', key: string, body?: Buffer): Promise<Response> {
    const base = (this.settings.endpoint ?? `https://s3.${this.settings.region}.amazonaws.com`).replace(/\/+$/, '');
    const url = new URL(`${base}/${encodeURIComponent(this.settings.bucket)}/${key.split('/').map(encodeURIComponent).join('/')}`);
    const payloadHash = sha256Hex(body ?? '');
    const amzDate = this.now().toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    const headers: Record<string, string> = { host: url.host, 'x-amz-content-sha256': payloadHash, 'x-amz-date': amzDate };
    const authorization = s3Authorization({ method, url, headers, payloadHash, amzDate, ...this.settings });
    const { host: _host, ...sent } = headers;
    return fetch(url, { method, headers: { ...sent, Authorization: authorization }, body, signal: AbortSignal.timeout(S3_TIMEOUT_MS) });
  }
}
