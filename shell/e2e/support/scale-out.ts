import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createTestDatabase, startSmtpCapture, TEST_REDIS_URL, type SmtpCapture, type TestDatabase } from '@groombook/testing';
import { startProductServer, workspaceRoot, type ProductServer } from './product-server';

export type Backend = 'a' | 'b';

export interface ApiProcess {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
}

/** One port in front of the two API processes, as a load balancer: each request goes to the one `route` picks. */
export interface BalancingProxy {
  url: string;
  /** Picks the process for a request; round-robin unless a test sets it. */
  route: (method: string, path: string) => Backend;
  /** Which process each request so far went to, and its status once it answered. */
  served: { method: string; path: string; backend: Backend; status?: number }[];
  stop: () => Promise<void>;
}

export interface ScaledOutProduct {
  /** The load balancer's address: what a browser uses. */
  url: string;
  /** Process A, started as `npm start` starts the product, with the worker. */
  a: ProductServer;
  /** Process B: a second API only, on the same Postgres, Redis and secrets. */
  b: ApiProcess;
  proxy: BalancingProxy;
  smtp: SmtpCapture;
  stop: () => Promise<void>;
}

/** The built API alone (services/api/dist/main.js), with the launcher's Node flags, until it says where it runs. */
async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const flagsModule = path.join(workspaceRoot, 'services/launcher/node-flags.mjs');
  const { API_NODE_FLAGS } = (await import(flagsModule)) as { API_NODE_FLAGS: string[] };
  const child = spawn(process.execPath, [...API_NODE_FLAGS, path.join(workspaceRoot, 'services/api/dist/main.js')], {
    cwd: workspaceRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The second API did not start in time:\n${output}`)), 60_000);
    child.stdout.on('data', () => {
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1].replace('localhost', '127.0.0.1'));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The second API exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** A small HTTP proxy on one port, streaming both ways (event streams included), in front of A and B. */
async function startBalancingProxy(backends: Record<Backend, string>): Promise<BalancingProxy> {
  let next: Backend = 'a';
  const proxy: BalancingProxy = {
    url: '',
    served: [],
    route: () => {
      const picked = next;
      next = next === 'a' ? 'b' : 'a';
      return picked;
    },
    stop: async () => undefined,
  };
  const server = http.createServer((request, response) => {
    const requestPath = request.url ?? '/';
    const backend = proxy.route(request.method ?? 'GET', requestPath.split('?', 1)[0] ?? '/');
    const entry: BalancingProxy['served'][number] = { method: request.method ?? 'GET', path: requestPath, backend };
    proxy.served.push(entry);
    const target = new URL(requestPath, backends[backend]);
    const upstream = http.request(
      target,
      { method: request.method, headers: { ...request.headers, host: target.host, 'x-forwarded-host': request.headers.host ?? '' } },
      (answer) => {
        entry.status = answer.statusCode;
        response.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    response.on('close', () => upstream.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  proxy.stop = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return proxy;
}

/**
 * The built product scaled out: two API processes on one fresh database (seeded with the demo
 * company), the machine's Redis under one key prefix, one worker, the same JWT secret, and a
 * balancing proxy in front. `env` adds or overrides settings of both.
 */
export async function launchScaledOutProduct(env: Record<string, string> = {}): Promise<ScaledOutProduct> {
  const database: TestDatabase = await createTestDatabase();
  const smtp = await startSmtpCapture();
  const shared = {
    DATABASE_URL: database.url,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_KEY_PREFIX: `gbe2e-${randomBytes(4).toString('hex')}`,
    SMTP_URL: smtp.url,
    JWT_SECRET: randomBytes(32).toString('hex'),
    ...env,
  };
  const started: { stop: () => Promise<void> }[] = [];
  const stopAll = async () => {
    for (const part of started.reverse()) await part.stop();
    await smtp.stop();
    await database.drop();
  };
  try {
    // A migrates and seeds; B starts on the database A made ready, as a second replica does.
    const a = await startProductServer({ ...shared, SEED_DEMO: 'true' });
    started.push(a);
    const b = await startApiProcess({ ...shared, SEED_DEMO: 'false' });
    started.push(b);
    const proxy = await startBalancingProxy({ a: a.url, b: b.url });
    started.push(proxy);
    return { url: proxy.url, a, b, proxy, smtp, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
