import fc from 'fast-check';
import type { ZodType } from 'zod';
import { apiErrorBodySchema } from '@groombook/contracts';
import type { CatalogRoute } from '../../src/core/api-docs/route-catalog';
import type { Arrange } from './identity';

/** One request to a route: values for its path parameters, query and JSON body. */
export interface RouteInput {
  params?: Record<string, unknown>;
  query?: unknown;
  body?: unknown;
}

/** The request as sent: method, path with its query string, and the body's text. */
export interface BuiltRequest {
  method: string;
  url: string;
  body?: string;
  /** What the API's validation sees of each part, to ask the route's schemas whether it should pass. */
  seen: { params: Record<string, string>; query: Record<string, string | string[]>; body: unknown };
}

/** The `:name` parameters of a routed path. */
export const pathParameters = (path: string): string[] => [...path.matchAll(/:([A-Za-z_]\w*)/g)].map((match) => match[1]!);

function queryText(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value.flatMap(queryText);
  if (typeof value === 'object') return [JSON.stringify(value)];
  return [String(value)];
}

/**
 * Puts values where a route reads them: path parameters into the path (a parameter left out
 * becomes an empty segment), the query's keys into the query string (a list as repeated keys,
 * an object as its JSON), the body as JSON text.
 */
export function buildRequest(route: CatalogRoute, input: RouteInput): BuiltRequest {
  const params: Record<string, string> = {};
  let path = route.path;
  for (const name of pathParameters(route.path)) {
    const value = queryText(input.params?.[name])[0] ?? '';
    params[name] = value;
    path = path.replace(`:${name}`, encodeURIComponent(value));
  }
  const search = new URLSearchParams();
  const query: Record<string, string | string[]> = {};
  if (input.query !== undefined && input.query !== null && typeof input.query === 'object' && !Array.isArray(input.query)) {
    for (const [key, value] of Object.entries(input.query)) {
      const texts = queryText(value);
      for (const text of texts) search.append(key, text);
      if (texts.length === 1) query[key] = texts[0]!;
      if (texts.length > 1) query[key] = texts;
    }
  } else if (input.query !== undefined) {
    // Not an object: its text as one odd key, which the route's schema never names.
    for (const text of queryText(input.query)) search.append(text, '');
  }
  const text = input.body === undefined ? undefined : JSON.stringify(input.body);
  const qs = search.toString();
  return {
    method: route.method.toUpperCase(),
    url: qs ? `${path}?${qs}` : path,
    body: text,
    seen: { params, query, body: text === undefined ? undefined : (JSON.parse(text) as unknown) },
  };
}

/** Whether the route's schemas accept the request as the API will see it. */
export function passesSchemas(route: CatalogRoute, request: BuiltRequest): boolean {
  const ok = (schema: ZodType | null, value: unknown) => !schema || schema.safeParse(value).success;
  return ok(route.params, request.seen.params) && ok(route.query, request.seen.query) && ok(route.body, request.seen.body);
}

/** The parts of a route's input its schemas describe. */
export const schemaParts = (route: CatalogRoute) => (['params', 'query', 'body'] as const).filter((part) => route[part] !== null);

/** Sends a built request; the answer's body as text and, when JSON, parsed. */
export async function send(baseUrl: string, request: BuiltRequest, headers: Record<string, string>) {
  const response = await fetch(`${baseUrl}${request.url}`, {
    method: request.method,
    headers: { ...headers, ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: request.body,
    redirect: 'manual',
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, text, json };
}

/** Words that show an answer leaked the machinery instead of telling a person what to do. */
const LEAKS = [
  /\bat [\w.<>]+ \(.*:\d+:\d+\)/, // a stack frame
  /\b(select|insert|update|delete)\b[\s\S]*\b(from|into|set|where)\b/i,
  /syntax error|violates|relation "|duplicate key|column "/i,
  /\bundefined\b|\[object Object\]|\bNaN\b/,
];

/**
 * Why a 4xx answer is not one a person can act on (null when it is): the error body
 * `{ success: false, message, code }`, a message with words in it, that is not only the code
 * and shows no stack, SQL or programming words.
 */
export function errorBodyProblem(json: unknown, sent = ''): string | null {
  const parsed = apiErrorBodySchema.safeParse(json);
  if (!parsed.success) return 'not the error body';
  const { message, code } = parsed.data;
  if (message.trim().length < 3 || !/[a-z]/i.test(message)) return 'an empty message';
  if (message === code) return 'only the code';
  // Words the request itself carried may be named back ('No queue named [object Object]').
  const leak = LEAKS.map((pattern) => pattern.exec(message)?.[0]).find((found) => found !== undefined && !sent.includes(found));
  return leak ? `a message with '${leak}'` : null;
}

/**
 * The digests once work queued by earlier requests (emails, texts, a campaign's sending) has
 * finished: two readings half a second apart agree.
 */
export async function settledDigests(arrange: Arrange, skip: readonly string[], rowsOnly: readonly string[] = []): Promise<Record<string, string>> {
  let last = await tableDigests(arrange, skip, rowsOnly);
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = await tableDigests(arrange, skip, rowsOnly);
    if (changedTables(last, now).length === 0) return now;
    last = now;
  }
  throw new Error('The data kept changing for ten seconds with no request under way');
}

/**
 * Digest of every table's rows (tables in `skip` left out): equal digests, equal data. Tables in
 * `rowsOnly` are digested by their rows' ids alone: which rows exist, not their state.
 */
export async function tableDigests(arrange: Arrange, skip: readonly string[], rowsOnly: readonly string[] = []): Promise<Record<string, string>> {
  const { rows } = await arrange.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name",
  );
  const digests: Record<string, string> = {};
  for (const { table_name: table } of rows) {
    if (skip.includes(table)) continue;
    const row = rowsOnly.includes(table) ? 't.id::text' : 't::text';
    const { rows: digest } = await arrange.query<{ md5: string }>(`SELECT md5(coalesce(string_agg(${row}, '|' ORDER BY ${row}), '')) AS md5 FROM "${table}" t`);
    digests[table] = digest[0]!.md5;
  }
  return digests;
}

/** The tables whose digests differ. */
export const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);

/** n values of an arbitrary, from a seed: the same seed, the same values. */
export const samplesOf = <T>(arbitrary: fc.Arbitrary<T>, n: number, seed: number): T[] => fc.sample(arbitrary, { numRuns: n, seed });
