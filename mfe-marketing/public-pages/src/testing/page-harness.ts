import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vi } from 'vitest';

/** A fake API route's answer: the request's init and its URL. */
export type Handler = (init: RequestInit | undefined, url: URL) => Response | Promise<Response>;

/** A page's own markup, as the build emits it (less the tags it adds and the <noscript> part). */
export function pageBody(name: string): string {
  const html = fs.readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), `../../pages/${name}.html`), 'utf8');
  return (/<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '').replace(/<noscript>[\s\S]*?<\/noscript>/, '');
}

/**
 * A fetch answering 'METHOD /path' from `routes` (any other call fails the test), and what was
 * asked of it: each call's route with its query, and a call's JSON body.
 */
export function routedFetch(routes: Record<string, Handler>) {
  const calls: { route: string; init: RequestInit | undefined }[] = [];
  const fetcher = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://salon.test');
    const route = `${init?.method ?? 'GET'} ${url.pathname}`;
    calls.push({ route: `${route}${url.search}`, init });
    const handler = routes[route];
    if (!handler) throw new Error(`Unexpected call: ${route}`);
    return handler(init, url);
  }) as unknown as typeof fetch;
  return { fetcher, calls, routes: () => calls.map((call) => call.route), bodyOf: (index: number) => JSON.parse(String(calls[index]?.init?.body)) as unknown };
}
