import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueProbeStatusSchema } from '@groombook/contracts/platform';
import { createTestDatabase, TEST_REDIS_URL, type TestDatabase } from '@groombook/testing';
import { TEST_JWT_SECRET, uniqueRedisKeyPrefix } from './support/test-api';
import { Arrange, signIn } from './support/identity';
import { startBuiltEntry } from './support/worker-process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Resolves once `read()` matches `pattern`, with the match; rejects with the output after `ms`. */
async function waitFor(read: () => string, pattern: RegExp, ms: number): Promise<RegExpExecArray> {
  const started = Date.now();
  for (;;) {
    const match = pattern.exec(read());
    if (match) return match;
    if (Date.now() - started > ms) throw new Error(`No ${pattern} within ${ms} ms:\n${read()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const processEnv = (database: TestDatabase, prefix: string): Record<string, string> => ({
  DATABASE_URL: database.url,
  REDIS_URL: TEST_REDIS_URL,
  REDIS_KEY_PREFIX: prefix,
  PORT: '0',
  HOST: '127.0.0.1',
  SERVE_WEB: 'false',
  SEED_DEMO: 'false',
  NODE_ENV: 'test',
  JWT_SECRET: TEST_JWT_SECRET,
  LOG_LEVEL: 'warn',
});

describe('npm start supervising the worker (the launcher on the built API and worker)', () => {
  let database: TestDatabase;
  let launcher: ChildProcess;
  let output = '';
  let exited: Promise<number | null>;

  beforeAll(async () => {
    database = await createTestDatabase();
    launcher = spawn(process.execPath, [path.join(root, 'services/launcher/start.mjs'), '--no-install', '--no-build'], {
      cwd: root,
      env: { ...process.env, ...processEnv(database, uniqueRedisKeyPrefix()) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    launcher.stdout?.on('data', (chunk) => (output += chunk));
    launcher.stderr?.on('data', (chunk) => (output += chunk));
    exited = new Promise((resolve) => launcher.once('exit', (code) => resolve(code)));
  });

  afterAll(async () => {
    if (launcher && launcher.exitCode === null && launcher.signalCode === null) {
      launcher.kill('SIGTERM');
      await exited;
    }
    await database?.drop();
  });

  it('restarts a worker killed with SIGKILL within seconds; it runs the queued work while the API answers throughout', async () => {
    const url = (await waitFor(() => output, /GroomBook is running at (http:\/\/localhost:\d+)/, 60_000))[1]!;
    const firstPid = Number((await waitFor(() => output, /GroomBook worker (\d+) is processing jobs/, 60_000))[1]);
    // The API has applied the migrations by now.
    const arrange = await Arrange.connect(database.url);
    await arrange.user('operator@example.test', 'superadmin', null);
    await arrange.close();
    const token = (await signIn(url, 'operator@example.test')).access_token;
    const headers = { Authorization: `Bearer ${token}` };

    // The API is asked every 50 ms from the kill until the queued work is done.
    const answers: number[] = [];
    let polling = true;
    const poller = (async () => {
      while (polling) {
        answers.push(await fetch(`${url}/api/health`).then((r) => r.status, () => 0));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();

    const killedAt = Date.now();
    process.kill(firstPid, 'SIGKILL');
    await waitFor(() => output, /Worker stopped \(SIGKILL\); restarting it in 1 s\./, 5000);
    // Queued while no worker runs: it waits for the next one.
    const created = await fetch(`${url}/api/health/queue-probe`, { method: 'POST', headers });
    expect(created.status).toBe(202);
    const { jobId } = (await created.json()) as { jobId: string };

    const secondPid = Number((await waitFor(() => output, new RegExp(`GroomBook worker (?!${firstPid} )(\\d+) is processing jobs`), 15_000))[1]);
    expect(secondPid).not.toBe(firstPid);
    expect(Date.now() - killedAt).toBeLessThan(10_000);

    let job = null;
    for (let i = 0; i < 100 && job?.state !== 'completed'; i += 1) {
      const answer = await fetch(`${url}/api/health/queue-probe/${jobId}`, { headers });
      job = queueProbeStatusSchema.parse(await answer.json()).job;
      if (job.state !== 'completed') await new Promise((resolve) => setTimeout(resolve, 100));
    }
    polling = false;
    await poller;
    expect(job).toMatchObject({ state: 'completed', result: { processedBy: 'worker', pid: secondPid } });
    expect(answers.length).toBeGreaterThan(10);
    expect(answers.every((status) => status === 200), `health answers: ${answers.join(',')}`).toBe(true);
    expect(output).not.toMatch(/API stopped/);

    // SIGTERM to the launcher is passed on: both stop, and it exits 0.
    const stoppedAt = Date.now();
    launcher.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(12_000);
    expect(output).toContain('GroomBook stopped');
    expect(output).toContain(`GroomBook worker ${secondPid} stopped`);
  });
});

interface SlowAnswer {
  status: number;
  body: string;
}

/**
 * A POST whose body arrives in ten pieces over `ms`: the request is in flight all that time.
 * `onSecondPiece` runs once the server has surely read the request's head (a connection that
 * has not sent one yet is idle, and closing the server drops it).
 */
function trickledPost(url: string, pathname: string, body: string, ms: number, onSecondPiece: () => void): Promise<SlowAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${url}${pathname}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
    });
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    request.on('error', reject);
    const pieces = 10;
    const size = Math.ceil(body.length / pieces);
    let sent = 0;
    const next = () => {
      request.write(body.slice(sent * size, (sent + 1) * size));
      sent += 1;
      if (sent === 2) onSecondPiece();
      if (sent < pieces) setTimeout(next, ms / pieces);
      else request.end();
    };
    next();
  });
}

/** Opens a new TCP connection to the port (never one kept alive by fetch): resolves once connected, rejects with the socket's error. */
function connectTo(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve();
    });
    socket.once('error', reject);
  });
}

/** Reads a server-sent event stream until the server ends it; resolves with all it said. */
function readStream(url: string, token: string, onOpen: () => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${url}/api/events`, { headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` } }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`events answered ${response.statusCode}`));
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
        if (text.includes('retry:')) onOpen();
      });
      response.on('end', () => resolve(text));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

describe('SIGTERM to the built API', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database?.drop();
  });

  it('finishes a request in flight, ends live-update streams with a reconnect hint, refuses new connections, and exits 0 within 10 s', async () => {
    const api = await startBuiltEntry('main.js', processEnv(database, uniqueRedisKeyPrefix()), /is running at/);
    try {
      const port = Number(/listening on 127\.0\.0\.1:(\d+)/.exec(api.output())![1]);
      const url = `http://127.0.0.1:${port}`;
      const arrange = await Arrange.connect(database.url);
      const company = await arrange.company('Stopping Grooming');
      await arrange.user('admin@example.test', 'admin', company);
      await arrange.close();
      const token = (await signIn(url, 'admin@example.test')).access_token;

      let streamOpen!: () => void;
      const opened = new Promise<void>((resolve) => (streamOpen = resolve));
      const stream = readStream(url, token, () => streamOpen());
      await opened;

      // A sign-in whose body takes 3 s to arrive; SIGTERM lands after its second piece.
      const body = JSON.stringify({ email: 'admin@example.test', password: 'correct-horse-battery', padding: 'x'.repeat(2000) });
      let signalledAt = 0;
      const slow = trickledPost(url, '/api/auth/sign-in', body, 3000, () => {
        signalledAt = Date.now();
        process.kill(api.pid, 'SIGTERM');
      });
      slow.catch(() => undefined);

      const said = await stream;
      expect(said).toMatch(/retry: \d+\nevent: reconnect\ndata: \{"reason":"server-stopping"\}\n\n$/);
      // Once stopping, the port takes no new connections.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await expect(connectTo(port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });

      const answer = await slow;
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ success: true, session: { access_token: expect.any(String) } });
      expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(2000);

      expect(await api.exited).toBe(0);
      expect(Date.now() - signalledAt).toBeLessThan(10_000);
      expect(api.output()).toContain('GroomBook stopped');
    } finally {
      await api.kill();
    }
  });
});
