import { z, type core, type ZodType } from 'zod';
import { apiErrorBodySchema, ERROR_CODES } from '@groombook/contracts';
import { ACCESS_POLICY, PUBLIC, SIGNED_IN, THIS_MACHINE_OR_SUPERADMIN, type AccessRule } from '../auth/access-policy';
import type { CatalogRoute } from './route-catalog';

type JsonSchema = Record<string, unknown>;

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  'x-access': string;
  'x-roles': string[];
  security: Record<string, string[]>[];
  parameters: OpenApiParameter[];
  requestBody?: { required: boolean; content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, { description: string; content?: { 'application/json': { schema: JsonSchema } } }>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Partial<Record<string, OpenApiOperation>>>;
  components: {
    securitySchemes: Record<string, Record<string, string>>;
    schemas: Record<string, JsonSchema>;
  };
}

/** Who a rule lets in, as the document's `x-roles` names them. */
export function rolesOf(rule: AccessRule): string[] {
  if (rule === PUBLIC) return ['public'];
  if (rule === SIGNED_IN) return ['signed-in'];
  if (rule === THIS_MACHINE_OR_SUPERADMIN) return ['this-machine', 'superadmin'];
  return [...rule];
}

/** The rule in words, for people reading the reference. */
export function describeRule(rule: AccessRule): string {
  if (rule === PUBLIC) return 'Public: anyone, signed in or not.';
  if (rule === SIGNED_IN) return 'Any signed-in user.';
  if (rule === THIS_MACHINE_OR_SUPERADMIN) return 'A request made on the server\'s own machine, or a signed-in super admin.';
  return `Signed in with the role ${rule.join(' or ')}.`;
}

/** Routes whose callers are counted per address or account and refused with 429 past their limit. */
function isRateLimited(route: CatalogRoute): boolean {
  return (route.access.startsWith('auth.') && ACCESS_POLICY[route.access] === PUBLIC) || route.access === 'sms.opt-in' || route.access === 'fast-entry.read';
}

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'The input is not valid (the first problem in `message`).',
  401: 'No valid session: sign in, or refresh the access token.',
  403: 'The caller\'s role may not call this route.',
  404: 'What the request names does not exist (in the caller\'s company).',
  409: 'The request conflicts with the current state.',
  413: 'The request body is too large.',
  415: 'The request body is not JSON.',
  429: 'Too many attempts: wait for the time in Retry-After.',
};

/** The error answers a route may give, by its access rule and what it reads. */
export function errorStatuses(route: CatalogRoute): number[] {
  const rule = ACCESS_POLICY[route.access];
  const hasBody = route.method === 'post' || route.method === 'put' || route.method === 'patch' || route.method === 'delete';
  const statuses = new Set<number>();
  if (route.body || route.query || route.params) statuses.add(400);
  if (rule !== PUBLIC) statuses.add(401).add(403);
  if (route.params || route.path.includes(':') || route.method === 'put' || route.method === 'patch' || route.method === 'delete') statuses.add(404);
  // Conflicts are with a company's or the platform's records, which only signed-in callers write.
  if (rule !== PUBLIC && (route.method === 'post' || route.method === 'put' || route.method === 'patch')) statuses.add(409);
  if (hasBody && route.body) statuses.add(400).add(413).add(415);
  if (isRateLimited(route)) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

/** A zod schema as JSON Schema (2020-12, which OpenAPI 3.1 uses): what a client sends, or what it receives. */
export function jsonSchemaOf(schema: core.$ZodType, io: 'input' | 'output'): JsonSchema {
  try {
    const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', reused: 'inline' }) as JsonSchema;
    return rest;
  } catch {
    return {};
  }
}

/**
 * An object schema's properties as parameters. Of a union (a query of several forms), every
 * form's properties, each required only if every form requires it.
 */
function parametersOf(schema: ZodType | null, where: 'path' | 'query'): OpenApiParameter[] {
  if (!schema) return [];
  const json = jsonSchemaOf(schema, 'input');
  const forms = (Array.isArray(json.anyOf) ? json.anyOf : [json]) as JsonSchema[];
  const properties: Record<string, JsonSchema> = {};
  for (const form of forms) Object.assign(properties, form.properties ?? {});
  const requiredOf = (form: JsonSchema) => new Set((form.required ?? []) as string[]);
  const required = new Set(Object.keys(properties).filter((name) => forms.every((form) => requiredOf(form).has(name))));
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
    schema: property,
  }));
}

/** `/api/customers/:id` as OpenAPI writes it: `/api/customers/{id}`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** The group a route is listed under: its access key's domain (`customers`, `auth`, `sms`, `admin-queues`). */
export function tagOf(route: Pick<CatalogRoute, 'access'>): string {
  return route.access.split('.')[0] ?? route.access;
}

function operationOf(route: CatalogRoute): OpenApiOperation {
  const rule = ACCESS_POLICY[route.access];
  const pathParams = parametersOf(route.params, 'path');
  const named = new Set(pathParams.map((parameter) => parameter.name));
  // A path parameter no schema describes is still a required string.
  for (const match of route.path.matchAll(/:([A-Za-z0-9_]+)/g)) {
    const name = match[1] ?? '';
    if (!named.has(name)) pathParams.push({ name, in: 'path', required: true, schema: { type: 'string' } });
  }
  const responses: OpenApiOperation['responses'] = {
    [String(route.status)]: {
      description: 'Success',
      ...(route.response ? { content: { 'application/json': { schema: jsonSchemaOf(route.response, 'output') } } } : {}),
    },
  };
  for (const status of errorStatuses(route)) {
    responses[String(status)] = {
      description: ERROR_DESCRIPTIONS[status] ?? 'Error',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
    };
  }
  return {
    operationId: route.handler,
    summary: `${route.method.toUpperCase()} ${route.path}`,
    description: `Access \`${route.access}\`: ${describeRule(rule)}`,
    tags: [tagOf(route)],
    'x-access': route.access,
    'x-roles': rolesOf(rule),
    security: rule === PUBLIC ? [] : [{ bearer: [] }],
    parameters: [...pathParams, ...parametersOf(route.query, 'query')],
    ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchemaOf(route.body, 'input') } } } } : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of the routes: each with its access rule, roles, inputs, answer and errors. */
export function buildOpenApiDocument(routes: CatalogRoute[], version: string): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    const path = openApiPath(route.path);
    paths[path] = { ...paths[path], [route.method]: operationOf(route) };
  }
  const tags = [...new Set(routes.map(tagOf))].sort().map((name) => ({ name }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'GroomBook API',
      version,
      description:
        'Every route with who may call it (`x-roles`: public, signed-in, this-machine, or role names) and its error answers. ' +
        `Failures answer \`{ success: false, message, code }\`; codes: ${Object.values(ERROR_CODES).join(', ')}.`,
    },
    servers: [{ url: '/' }],
    tags,
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { ErrorBody: jsonSchemaOf(apiErrorBodySchema, 'output') },
    },
  };
}
