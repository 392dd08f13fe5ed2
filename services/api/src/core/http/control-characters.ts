import type { FastifyInstance } from 'fastify';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '@groombook/domain';
import { ApiException } from './api.exception';

/** Where a control character was found: in the value at `path`, or in a key of the object at `path`. */
export interface ControlCharacterFinding {
  path: string[];
  inKey: boolean;
}

interface Node {
  value: unknown;
  key: string | null;
  parent: Node | null;
}

function pathOf(node: Node): string[] {
  const path: string[] = [];
  for (let at: Node | null = node; at; at = at.parent) if (at.key !== null) path.push(at.key);
  return path.reverse();
}

/**
 * The first control character in a parsed body or query (strings, keys, nested values), or
 * null. Iterative, with paths built only on a find: a 1 MB body may nest many thousands deep.
 */
export function findControlCharacter(value: unknown): ControlCharacterFinding | null {
  const stack: Node[] = [{ value, key: null, parent: null }];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (typeof node.value === 'string') {
      if (hasControlCharacters(node.value)) return { path: pathOf(node), inKey: false };
      continue;
    }
    // A raw body (a photo) is bytes, not text.
    if (typeof node.value !== 'object' || node.value === null || ArrayBuffer.isView(node.value)) continue;
    const entries = Object.entries(node.value);
    for (const [key] of entries) if (hasControlCharacters(key)) return { path: pathOf(node), inKey: true };
    // Reversed, so fields are visited in the order they came.
    for (const [key, value] of entries.reverse()) stack.push({ value, key, parent: node });
  }
  return null;
}

/** The request's path, decoded; null when it is not valid percent-encoding (the router answers that itself). */
function decodedPath(url: string): string | null {
  const query = url.indexOf('?');
  try {
    return decodeURIComponent(query === -1 ? url : url.slice(0, query));
  } catch {
    return null;
  }
}

/** What the check reads of a request: its URL (path and query as sent), parsed query and parsed body. */
export interface CheckedRequest {
  url: string;
  query: unknown;
  body: unknown;
}

/** Why a request is refused for control characters, or null when it has none. */
export function controlCharacterProblem(request: CheckedRequest): string | null {
  const path = decodedPath(request.url);
  if (path !== null && hasControlCharacters(path)) return `path: ${CONTROL_CHARACTERS_MESSAGE}`;
  const inQuery = findControlCharacter(request.query);
  if (inQuery) {
    // A query parameter is named alone: nested forms (a[b]=) are one parameter to the person reading.
    return inQuery.inKey && inQuery.path.length === 0
      ? `query parameter names ${CONTROL_CHARACTERS_MESSAGE}`
      : `${inQuery.path[0]}: ${CONTROL_CHARACTERS_MESSAGE}`;
  }
  const inBody = findControlCharacter(request.body);
  if (!inBody) return null;
  const where = inBody.path.join('.') || 'body';
  return inBody.inKey ? `${where}: field names ${CONTROL_CHARACTERS_MESSAGE}` : `${where}: ${CONTROL_CHARACTERS_MESSAGE}`;
}

/**
 * Refuses, with a 400 through the exception filter, any /api request whose path, query or
 * parsed body holds a control character, before guards and handlers run: Postgres refuses
 * NUL in text (a 500 otherwise), and no field of the product is meant to hold the others.
 */
export function registerControlCharacterCheck(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', (request, _reply, done) => {
    if (!request.url.startsWith('/api/')) return done();
    const problem = controlCharacterProblem(request);
    done(problem ? ApiException.badRequest(problem) : undefined);
  });
}
