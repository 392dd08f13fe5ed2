import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { rootLogger } from './root-logger';

function loggerWritingTo(lines: string[]) {
  return rootLogger(
    'info',
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  );
}

describe('rootLogger', () => {
  it('redacts the session headers of a logged request, answer or error, and keeps the rest', () => {
    const lines: string[] = [];
    const logger = loggerWritingTo(lines);
    logger.info({ headers: { authorization: 'Bearer top-level-token', accept: 'application/json' } }, 'headers');
    logger.info({ req: { method: 'GET', headers: { authorization: 'Bearer request-token', cookie: 'groombook_refresh=request-cookie' } } }, 'request');
    logger.info({ res: { statusCode: 200, headers: { 'set-cookie': ['groombook_refresh=answer-cookie; HttpOnly'] } } }, 'answer');
    logger.error({ err: { message: 'refused', response: { headers: { Authorization: 'Basic provider-credentials', 'Set-Cookie': 'session=provider-cookie' } } } }, 'error');

    const text = lines.join('');
    for (const secret of ['top-level-token', 'request-token', 'request-cookie', 'answer-cookie', 'provider-credentials', 'provider-cookie']) {
      expect(text).not.toContain(secret);
    }
    type Line = { headers?: unknown; req?: unknown; res?: unknown; err?: { response: { headers: unknown } } };
    const [top, request, answer, error] = lines.map((line) => JSON.parse(line) as Line);
    expect(top?.headers).toEqual({ authorization: '[Redacted]', accept: 'application/json' });
    expect(request?.req).toEqual({ method: 'GET', headers: { authorization: '[Redacted]', cookie: '[Redacted]' } });
    expect(answer?.res).toEqual({ statusCode: 200, headers: { 'set-cookie': '[Redacted]' } });
    expect(error?.err?.response.headers).toEqual({ Authorization: '[Redacted]', 'Set-Cookie': '[Redacted]' });
  });
});
