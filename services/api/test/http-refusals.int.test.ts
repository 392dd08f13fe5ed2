import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@groombook/contracts';
import { useTestApi } from './support/api-fixture';

/** What came back on the socket: the status, the headers (names lower-cased) and the body. */
interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends `request` as written (no client tidies its address) and reads the answer until the server closes or it is complete. */
function rawRequest(apiUrl: string, request: string): Promise<RawAnswer> {
  const { port } = new URL(apiUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(request));
    let text = '';
    const finish = () => {
      const cut = text.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = text.slice(0, cut).split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).trim().toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: text.slice(cut + 4) });
    };
    socket.on('data', (chunk) => {
      text += chunk.toString();
      const cut = text.indexOf('\r\n\r\n');
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(text.slice(0, cut))?.[1] ?? NaN);
      if (cut >= 0 && Buffer.byteLength(text.slice(cut + 4)) >= length) {
        socket.end();
        finish();
      }
    });
    socket.on('close', finish);
    socket.on('error', reject);
  });
}

const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`;
const post = (path: string) => `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`;
const LONG = 'a'.repeat(3000);

describe("Fastify's and Node's own refusals", () => {
  const t = useTestApi();

  /** The error shape, the security headers and no-store, and nothing of the path it was sent. */
  const expectRefusal = (answer: RawAnswer, status: number, echo: string, label: string) => {
    expect(answer.status, `${label}: ${answer.body}`).toBe(status);
    const body = apiErrorBodySchema.parse(JSON.parse(answer.body));
    expect(body.success, label).toBe(false);
    expect(body.message, label).not.toContain(echo);
    expect(answer.body, label).not.toContain(echo);
    expect(answer.headers['content-type'], label).toMatch(/^application\/json/);
    expect(answer.headers['cache-control'], label).toBe('no-store');
    expect(answer.headers['content-security-policy'], label).toContain("frame-ancestors 'none'");
    expect(answer.headers['x-content-type-options'], label).toBe('nosniff');
    expect(answer.headers['x-frame-options'], label).toBe('DENY');
    expect(answer.headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
  };

  it('answers a bad URL (GET /%zz) with 400 in the error shape, with the headers, without echoing it', async () => {
    for (const path of ['/%zz', '/api/%zz', '/api/customers/%zz%zz']) {
      const answer = await rawRequest(t.api.url, get(path));
      expectRefusal(answer, 400, '%zz', path);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'VALIDATION_FAILED', message: 'The request path is not valid' });
    }
  });

  it('answers a 3,000-character path parameter with 414, and an unknown route with 404, in the error shape without echoing the path', async () => {
    for (const [request, label] of [
      [post(`/api/users/${LONG}/reset-password`), 'POST reset-password'],
      [get(`/api/health/queue-probe/${LONG}`), 'GET queue-probe'],
    ] as const) {
      const answer = await rawRequest(t.api.url, request);
      expectRefusal(answer, 414, LONG.slice(0, 50), label);
      expect(JSON.parse(answer.body), label).toEqual({ success: false, message: 'A part of the request path is too long', code: 'VALIDATION_FAILED' });
    }
    for (const path of [`/api/no-such-route-${LONG}`, '/api/no-such-route']) {
      const answer = await rawRequest(t.api.url, get(path));
      expectRefusal(answer, 404, 'no-such-route', 'unknown route');
      expect(JSON.parse(answer.body)).toEqual({ success: false, message: 'There is nothing at this address', code: 'NOT_FOUND' });
    }
  });

  it('answers a request it cannot read in the error shape, with the headers', async () => {
    for (const [request, label] of [
      ['NOT HTTP AT ALL\r\n\r\n', 'not HTTP'],
      ['GET /api/health HTTP/1.1\r\nHost: localhost\r\nContent-Length: many\r\n\r\n', 'bad Content-Length'],
    ] as const) {
      const answer = await rawRequest(t.api.url, request);
      expectRefusal(answer, 400, 'many', label);
    }
  });
});
