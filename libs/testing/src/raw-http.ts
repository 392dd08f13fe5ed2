import http from 'node:http';
import zlib from 'node:zlib';

/** An answer as it came over the wire: status, headers and the body's bytes, not decompressed. */
export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request whose answer is read as it came over the wire (fetch would decompress it). */
export function rawRequest(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .request(url, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      })
      .on('error', reject)
      .end();
  });
}

/** The body of a raw answer, decoded as its Content-Encoding says (br, gzip or none). */
export function decodedBody(answer: Pick<RawAnswer, 'headers' | 'body'>): Buffer {
  const coding = answer.headers['content-encoding'];
  if (coding === 'br') return zlib.brotliDecompressSync(answer.body);
  if (coding === 'gzip') return zlib.gunzipSync(answer.body);
  if (coding !== undefined) throw new Error(`Unexpected Content-Encoding ${String(coding)}`);
  return answer.body;
}
