import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from 'typeorm';
import { s3Authorization, S3MediaStore } from './s3-media-store';

const EMPTY_HASH = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
const m = {} as EntityManager;

describe('S3 request signing', () => {
  it('signs as AWS documents it (the GET Object example of Signature Version 4)', () => {
    const authorization = s3Authorization({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { host: 'examplebucket.s3.amazonaws.com', range: 'bytes=0-9', 'x-amz-content-sha256': EMPTY_HASH, 'x-amz-date': '20130524T000000Z' },
      payloadHash: EMPTY_HASH,
      region: 'us-east-1',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      amzDate: '20130524T000000Z',
    });
    expect(authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

describe('S3MediaStore against a stand-in bucket', () => {
  const objects = new Map<string, Buffer>();
  const seen: { method: string; url: string; authorization: string }[] = [];
  const body = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  const server = createServer((request, response) => {
    void (async () => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', authorization: String(request.headers.authorization) });
      if (request.method === 'PUT') {
        objects.set(request.url ?? '', await body(request));
        response.writeHead(200).end();
        return;
      }
      const found = objects.get(request.url ?? '');
      if (found) response.writeHead(200).end(found);
      else response.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
    })();
  });
  let store: S3MediaStore;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    store = new S3MediaStore({ endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', bucket: 'salon-photos', accessKeyId: 'AKIDTEST', secretAccessKey: 'secret' });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('puts and gets an object by path-style address, every request signed; a missing key is undefined', async () => {
    await store.put(m, 'company-a', 'company-a/photo-1', Buffer.from('png bytes'));
    expect(await store.get(m, 'company-a', 'company-a/photo-1')).toEqual(Buffer.from('png bytes'));
    expect(await store.get(m, 'company-a', 'company-a/photo-2')).toBeUndefined();
    expect(seen.map((request) => `${request.method} ${request.url}`)).toEqual([
      'PUT /salon-photos/company-a/photo-1',
      'GET /salon-photos/company-a/photo-1',
      'GET /salon-photos/company-a/photo-2',
    ]);
    for (const request of seen) expect(request.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/us-east-1\/s3\/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/);
  });
});
