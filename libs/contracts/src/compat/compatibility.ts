import { z } from 'zod';

/**
 * Whether a frontend built against the previous release's contracts still works against
 * this API: every answer the API gives now must pass the previous response schemas, and
 * every request the previous schemas allow must pass the current ones. Both sides are
 * compared as JSON Schema (z.toJSONSchema), which the release snapshot stores
 * (libs/contracts/compat/previous.json, written by `npm run contracts:snapshot`).
 */

export type ContractSide = 'request' | 'response';

export interface ContractSnapshot {
  /** The contracts package version the snapshot was taken at. */
  version: string;
  contracts: Record<string, { side: ContractSide; schema: JsonSchema }>;
}

export type JsonSchema = { [key: string]: unknown };

/** What a client sends: parsed by the API, so the API's schema reads what an older client wrote. */
const REQUEST_NAME = /(Request|Query|Params)Schema$/;
/** Request bodies whose names say what they hold rather than that they are requests. */
const OTHER_REQUESTS = new Set(['recoveryTokensSchema']);
/** What the API answers or pushes, outside the `…ResponseSchema` names: a frontend parses these with its own copy. */
const OTHER_RESPONSES = new Set(['runtimeConfigSchema', 'realtimeEventSchema', 'apiErrorBodySchema', 'queueProbeCreatedSchema', 'queueProbeStatusSchema']);

/** Which side of the wire an exported schema is, or null for a part of others (a field, an entity), compared through them. */
export function sideOf(name: string): ContractSide | null {
  if (REQUEST_NAME.test(name) || OTHER_REQUESTS.has(name)) return 'request';
  if (name.endsWith('ResponseSchema') || OTHER_RESPONSES.has(name)) return 'response';
  return null;
}

/** The snapshot of every request and response schema among a module's exports. */
export function snapshotContracts(exports: Record<string, unknown>, version: string): ContractSnapshot {
  const contracts: ContractSnapshot['contracts'] = {};
  for (const [name, value] of Object.entries(exports).sort(([a], [b]) => a.localeCompare(b))) {
    const side = sideOf(name);
    // Classic and zod/mini schemas (the light contracts) alike.
    if (!side || !(value instanceof z.core.$ZodType)) continue;
    // Requests as the API reads them (defaults make fields optional); answers as it writes them.
    const schema = z.toJSONSchema(value, {
      io: side === 'request' ? 'input' : 'output',
      unrepresentable: 'any',
      cycles: 'ref',
      // An object refuses unknown fields only when strict: a plain z.object drops them, so a new field does not break it.
      override: ({ zodSchema, jsonSchema }) => {
        const def = (zodSchema as unknown as z.ZodType)._zod.def as { type: string; catchall?: z.ZodType };
        if (def.type === 'object' && def.catchall?._zod.def.type !== 'never') delete jsonSchema.additionalProperties;
      },
    }) as JsonSchema;
    delete schema.$schema;
    contracts[name] = { side, schema };
  }
  return { version, contracts };
}

/** Each change from `previous` to `current` that breaks a frontend built against `previous`, in words; additions pass. */
export function breakingChanges(previous: ContractSnapshot, current: ContractSnapshot): string[] {
  const problems: string[] = [];
  for (const [name, before] of Object.entries(previous.contracts)) {
    const now = current.contracts[name];
    if (!now) {
      problems.push(`${name} (${before.side}): removed; a frontend built against ${previous.version} still uses it`);
      continue;
    }
    const [writer, reader] = before.side === 'response' ? [now.schema, before.schema] : [before.schema, now.schema];
    const context: Context = { writerRoot: writer, readerRoot: reader, side: before.side, seen: new Set() };
    for (const problem of accepts(context, reader, writer, '')) problems.push(`${name} (${before.side}): ${problem}`);
  }
  return problems;
}

interface Context {
  writerRoot: JsonSchema;
  readerRoot: JsonSchema;
  side: ContractSide;
  /** Pairs of $refs already compared (recursive schemas). */
  seen: Set<string>;
}

const at = (path: string) => path || '(the whole body)';

/** Follows a local $ref ('#/$defs/x' or '#'). */
function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema {
  let current = schema;
  for (let depth = 0; typeof current.$ref === 'string' && depth < 20; depth += 1) {
    const target = current.$ref
      .replace(/^#\/?/, '')
      .split('/')
      .filter(Boolean)
      .reduce<unknown>((node, key) => (node as JsonSchema | undefined)?.[key], root);
    current = (target as JsonSchema | undefined) ?? {};
  }
  return current;
}

/** The branches of a union (anyOf / oneOf), or the schema itself. */
function branches(schema: JsonSchema): JsonSchema[] {
  const union = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  return union ?? [schema];
}

/** The JSON types a schema admits, or null for any. */
function typesOf(schema: JsonSchema): Set<string> | null {
  if (schema.const !== undefined) return new Set([schema.const === null ? 'null' : typeof schema.const === 'object' ? 'object' : jsonType(schema.const)]);
  if (Array.isArray(schema.enum)) return new Set(schema.enum.map((value) => (value === null ? 'null' : jsonType(value))));
  if (typeof schema.type === 'string') return new Set(schema.type === 'integer' ? ['integer'] : [schema.type]);
  if (Array.isArray(schema.type)) return new Set(schema.type as string[]);
  return null;
}

function jsonType(value: unknown): string {
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** The literal values a schema admits (const or enum), or null when it is not a closed set. */
function valuesOf(schema: JsonSchema): unknown[] | null {
  if (schema.const !== undefined) return [schema.const];
  if (Array.isArray(schema.enum)) return schema.enum;
  return null;
}

const show = (value: unknown) => JSON.stringify(value);

/** Whether the reader admits every JSON type the writer may produce ('integer' is a 'number'). */
function typeAccepted(reader: Set<string> | null, writerType: string): boolean {
  if (!reader) return true;
  return reader.has(writerType) || (writerType === 'integer' && reader.has('number'));
}

/** Bounds where a larger value in the reader admits more (maxima) and where a smaller one does (minima). */
const UPPER_BOUNDS = ['maxLength', 'maximum', 'exclusiveMaximum', 'maxItems'] as const;
const LOWER_BOUNDS = ['minLength', 'minimum', 'exclusiveMinimum', 'minItems'] as const;

/** Problems with `reader` parsing whatever `writer` may produce, at `path`. */
function accepts(context: Context, readerIn: JsonSchema, writerIn: JsonSchema, path: string): string[] {
  const refKey = `${String(readerIn.$ref)}|${String(writerIn.$ref)}|${path.replace(/\[\]/g, '')}`;
  if (readerIn.$ref !== undefined && writerIn.$ref !== undefined) {
    if (context.seen.has(refKey)) return [];
    context.seen.add(refKey);
  }
  const reader = resolve(readerIn, context.readerRoot);
  const writer = resolve(writerIn, context.writerRoot);
  // The reader takes anything (z.unknown, z.any): nothing can break it.
  if (Object.keys(reader).filter((key) => key !== 'description' && key !== 'default').length === 0) return [];

  const readerBranches = branches(reader);
  const writerBranches = branches(writer);
  if (readerBranches.length > 1 || writerBranches.length > 1) {
    const problems: string[] = [];
    for (const branch of writerBranches) {
      const fits = readerBranches.map((candidate) => accepts(context, candidate, branch, path));
      if (fits.some((found) => found.length === 0)) continue;
      const what = context.side === 'response' ? 'the API may now answer' : 'a previous frontend may send';
      const closest = fits.reduce((best, found) => (found.length < best.length ? found : best));
      problems.push(`${at(path)}: ${what} ${describe(branch)}, which no variant of the other side accepts (${closest.join('; ')})`);
    }
    return problems;
  }

  const problems: string[] = [];
  const readerValues = valuesOf(reader);
  const writerValues = valuesOf(writer);
  if (readerValues) {
    if (!writerValues) return [`${at(path)}: was one of ${show(readerValues)}, now any ${describe(writer)}`];
    const unknown = writerValues.filter((value) => !readerValues.some((known) => show(known) === show(value)));
    if (unknown.length > 0) {
      const verb = context.side === 'response' ? 'the API may now answer' : 'a previous frontend may send';
      problems.push(`${at(path)}: ${verb} ${unknown.map(show).join(', ')}, which the ${context.side === 'response' ? 'previous' : 'current'} contracts refuse`);
    }
    return problems;
  }

  const readerTypes = typesOf(reader);
  const writerTypes = typesOf(writer);
  if (readerTypes && !writerTypes) return [`${at(path)}: was ${[...readerTypes].join(' or ')}, now any type`];
  for (const type of writerTypes ?? []) {
    if (!typeAccepted(readerTypes, type)) problems.push(`${at(path)}: type changed (${changeWords(context, readerTypes, writerTypes)})`);
  }
  if (problems.length > 0) return problems;

  for (const bound of UPPER_BOUNDS) {
    const limit = reader[bound];
    if (typeof limit !== 'number') continue;
    const given = writer[bound];
    if (typeof given !== 'number' || given > limit) problems.push(`${at(path)}: ${bound} ${boundWords(context, limit, given)}`);
  }
  for (const bound of LOWER_BOUNDS) {
    const limit = reader[bound];
    if (typeof limit !== 'number') continue;
    const given = writer[bound];
    if (typeof given !== 'number' || given < limit) problems.push(`${at(path)}: ${bound} ${boundWords(context, limit, given)}`);
  }
  for (const keyword of ['pattern', 'format'] as const) {
    if (reader[keyword] !== undefined && reader[keyword] !== writer[keyword]) {
      problems.push(`${at(path)}: ${keyword} ${context.side === 'response' ? `was ${show(reader[keyword])}, now ${show(writer[keyword]) ?? 'none'}` : `now ${show(reader[keyword])}, was ${show(writer[keyword]) ?? 'none'}`}`);
    }
  }

  if (reader.properties !== undefined || writer.properties !== undefined) problems.push(...objectAccepts(context, reader, writer, path));
  if (reader.items !== undefined && writer.items !== undefined && !Array.isArray(reader.items) && !Array.isArray(writer.items)) {
    problems.push(...accepts(context, reader.items as JsonSchema, writer.items as JsonSchema, `${path}[]`));
  }
  if (typeof reader.additionalProperties === 'object' && typeof writer.additionalProperties === 'object') {
    problems.push(...accepts(context, reader.additionalProperties as JsonSchema, writer.additionalProperties as JsonSchema, `${path}{}`));
  }
  return problems;
}

/** An object's fields: the reader's required ones always there, each field the writer sends read as the reader expects. */
function objectAccepts(context: Context, reader: JsonSchema, writer: JsonSchema, path: string): string[] {
  const problems: string[] = [];
  const readerProps = (reader.properties ?? {}) as Record<string, JsonSchema>;
  const writerProps = (writer.properties ?? {}) as Record<string, JsonSchema>;
  const readerRequired = new Set((reader.required ?? []) as string[]);
  const writerRequired = new Set((writer.required ?? []) as string[]);
  const field = (name: string) => (path ? `${path}.${name}` : name);
  for (const name of readerRequired) {
    if (writerRequired.has(name)) continue;
    if (context.side === 'response') {
      problems.push(writerProps[name] ? `${field(name)}: may now be missing (it was always there)` : `${field(name)}: removed or renamed`);
    } else {
      problems.push(writerProps[name] ? `${field(name)}: newly required (it was optional)` : `${field(name)}: newly required`);
    }
  }
  for (const [name, schema] of Object.entries(writerProps)) {
    const readerField = readerProps[name];
    if (readerField) {
      problems.push(...accepts(context, readerField, schema, field(name)));
    } else if (reader.additionalProperties === false) {
      problems.push(context.side === 'response' ? `${field(name)}: a new field, which the previous strict object refuses` : `${field(name)}: removed, and the object now refuses it`);
    }
  }
  return problems;
}

function describe(schema: JsonSchema): string {
  const values = valuesOf(schema);
  if (values) return values.map(show).join(' | ');
  // An object of a tagged union is known by its tag: { "type": "sms.message" }.
  const tags = Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>).filter(([, field]) => field.const !== undefined);
  if (tags.length > 0) return `an object ${show(Object.fromEntries(tags.map(([name, field]) => [name, field.const])))}`;
  const types = typesOf(schema);
  return types ? [...types].join(' | ') : 'value';
}

function changeWords(context: Context, reader: Set<string> | null, writer: Set<string> | null): string {
  const r = reader ? [...reader].join(' | ') : 'any';
  const w = writer ? [...writer].join(' | ') : 'any';
  return context.side === 'response' ? `was ${r}, now ${w}` : `now ${r}, was ${w}`;
}

function boundWords(context: Context, readerLimit: number, writerLimit: unknown): string {
  const w = typeof writerLimit === 'number' ? String(writerLimit) : 'none';
  return context.side === 'response' ? `was ${readerLimit}, now ${w}` : `now ${readerLimit}, was ${w}`;
}
