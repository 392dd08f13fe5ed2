import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createCustomerRequestSchema, queuesResponseSchema } from '@groombook/contracts';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { ACCESS_POLICY } from '../src/core/auth/access-policy';
import { collectRouteAccess } from '../src/core/auth/access-policy.verifier';
import { useTestApi } from './support/api-fixture';
import { call } from './support/identity';

type Operation = {
  operationId: string;
  tags: string[];
  'x-access': string;
  'x-roles': string[];
  description: string;
  security: unknown[];
  parameters: { name: string; in: string; required: boolean }[];
  requestBody?: { content: { 'application/json': { schema: { type?: string; required?: string[]; properties?: Record<string, unknown> } } } };
  responses: Record<string, { content?: { 'application/json': { schema: Record<string, unknown> } } }>;
};
type Document = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; scheme: string }>; schemas: Record<string, unknown> };
};

const operations = (document: Document) =>
  Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operation })));

describe('the API describes itself: GET /api/openapi.json and GET /api/docs', () => {
  const t = useTestApi();

  const openApi = async (): Promise<Document> => {
    const answer = await call(t.api.url, 'GET', '/api/openapi.json');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    return answer.body as Document;
  };

  it('is an OpenAPI 3.1 document, open to anyone, with the bearer scheme and the error body', async () => {
    const document = await openApi();
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toMatchObject({ title: 'GroomBook API', version: expect.any(String) });
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.components.schemas.ErrorBody).toMatchObject({ type: 'object', required: expect.arrayContaining(['success', 'message', 'code']) });
    for (const { path, method, operation } of operations(document)) {
      expect(path).toMatch(/^\/[^:]*$/);
      expect(['get', 'post', 'put', 'patch', 'delete']).toContain(method);
      expect(Object.keys(operation.responses).length).toBeGreaterThan(0);
      for (const parameter of operation.parameters.filter((p) => p.in === 'path')) expect(path).toContain(`{${parameter.name}}`);
    }
  });

  it('lists every entry of the access policy, and every route the API serves, each as routed by Fastify', async () => {
    const document = await openApi();
    const listed = operations(document);
    const accessKeys = new Set(listed.map(({ operation }) => operation['x-access']));
    expect([...accessKeys].sort()).toEqual(Object.keys(ACCESS_POLICY).sort());

    const app = t.api.app;
    const served = collectRouteAccess(app.get(DiscoveryService), app.get(MetadataScanner), app.get(Reflector));
    expect(new Set(listed.map(({ operation }) => operation.operationId))).toEqual(new Set(served.map(({ route }) => route)));

    const fastify = app.getHttpAdapter().getInstance();
    for (const { path, method } of listed) {
      const url = path.replace(/\{([^}]+)\}/g, ':$1');
      expect(fastify.hasRoute({ method: method.toUpperCase() as 'GET', url }), `${method} ${url}`).toBe(true);
    }
    // Operation ids are unique, as OpenAPI requires.
    expect(new Set(listed.map(({ operation }) => operation.operationId)).size).toBe(listed.length);
  });

  it("gives each route its roles, security and error answers by its access rule", async () => {
    const { paths } = await openApi();
    expect(paths['/api/customers']?.get).toMatchObject({ 'x-access': 'customers.list', 'x-roles': ['signed-in'], security: [{ bearer: [] }] });
    expect(Object.keys(paths['/api/customers']?.get?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '401', '403']));
    expect(paths['/api/audit-log']?.get).toMatchObject({ 'x-roles': ['superadmin'] });
    expect(paths['/api/audit-log']?.get?.description).toContain('superadmin');
    expect(paths['/api/users']?.get?.['x-roles']).toEqual(['admin', 'superadmin']);
    expect(paths['/api/dev/mailbox']?.get?.['x-roles']).toEqual(['this-machine', 'superadmin']);
    // Grouped by the access key's domain, whatever the path says.
    expect(paths['/api/assignees']?.post).toMatchObject({ tags: ['groomers'], 'x-roles': ['admin', 'superadmin'] });
    expect(paths['/api/openapi.json']?.get).toMatchObject({ tags: ['api-docs'], 'x-roles': ['public'], security: [] });
    expect(paths['/api/admin/queues/retry']?.post).toMatchObject({ tags: ['admin-queues'], 'x-roles': ['superadmin'] });
    expect(Object.keys(paths['/api/customers'] ?? {})).toEqual(['get', 'post', 'put', 'delete']);

    const signIn = paths['/api/auth/sign-in']?.post;
    expect(signIn, 'the sign-in route').toBeDefined();
    expect(signIn).toMatchObject({ 'x-roles': ['public'], security: [] });
    expect(Object.keys(signIn?.responses ?? {})).toEqual(expect.arrayContaining(['400', '413', '415', '429']));
    expect(Object.keys(signIn?.responses ?? {})).not.toContain('401');
    expect(signIn?.responses['400']?.content?.['application/json'].schema).toEqual({ $ref: '#/components/schemas/ErrorBody' });
  });

  it("takes a route's body, query and path schemas from the contracts its handler validates with", async () => {
    const { paths } = await openApi();
    const create = paths['/api/customers']?.post?.requestBody?.content['application/json'].schema;
    const { $schema: _ignored, ...contract } = z.toJSONSchema(createCustomerRequestSchema, { io: 'input', unrepresentable: 'any' });
    expect(create).toEqual(contract);
    expect(Object.keys(create?.properties ?? {})).toEqual(['name', 'phone_number', 'notes', 'confirm_duplicate_phone']);
    const signIn = paths['/api/auth/sign-in']?.post?.requestBody?.content['application/json'].schema;
    expect(signIn?.required).toEqual(['email', 'password']);
    expect(signIn?.properties?.email).toMatchObject({ type: 'string', minLength: 1, maxLength: 254 });
    expect(paths['/api/customers']?.get?.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(['search', 'count_only']));
    expect(paths['/api/audit-log']?.get?.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'limit', in: 'query', required: false })]),
    );
    // A query of several forms, checked in the handler: every form's parameters, none required by all.
    const appointments = paths['/api/appointments']?.get?.parameters ?? [];
    expect(appointments.map((p) => p.name)).toEqual(expect.arrayContaining(['id', 'year', 'month', 'customer_id', 'limit', 'offset']));
    expect(appointments.filter((p) => p.required)).toEqual([]);
    expect(paths['/api/sms-opt-in']?.post?.requestBody?.content['application/json'].schema.properties).toHaveProperty('phoneNumber');
    // The answer's schema, where the handler names it.
    const queues = paths['/api/admin/queues']?.get?.responses['200']?.content?.['application/json'].schema;
    const { $schema: _also, ...queuesContract } = z.toJSONSchema(queuesResponseSchema, { io: 'output', unrepresentable: 'any' });
    expect(queues).toEqual(queuesContract);
    expect(paths['/api/me']?.get?.responses['200']?.content?.['application/json'].schema).toMatchObject({ type: 'object' });
    expect(paths['/api/assignees']?.post?.responses['201']?.content?.['application/json'].schema).toMatchObject({ type: 'object' });
    const probe = paths['/api/health/queue-probe/{jobId}']?.get;
    expect(probe?.parameters).toEqual([expect.objectContaining({ name: 'jobId', in: 'path', required: true })]);
  });

  it('renders a readable reference page on its own: routes grouped, with roles, parameters, body fields and errors', async () => {
    const answer = await call(t.api.url, 'GET', '/api/docs');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    const html = String(answer.body);
    expect(html).toMatch(/^<!doctype html>/);
    // Self-contained: nothing loaded from elsewhere, no script at all.
    expect(html).not.toMatch(/<script|<link|src=|https?:\/\/(?!127)/i);
    expect(html).toContain('<h2 id="tag-customers">customers</h2>');
    expect(html).toContain('<code>/api/customers</code>');
    expect(html).toContain('<code>/api/health/queue-probe/{jobId}</code>');
    expect(html).toMatch(/Roles: <span class="role">superadmin<\/span>/);
    expect(html).toMatch(/<caption>Body \(JSON\)<\/caption>.*<code>name<\/code><\/td><td>string<\/td><td>required/s);
    expect(html).toContain('<caption>Parameters</caption>');
    // Nested answers field by field.
    expect(html).toContain('<code>data.queues[].failures[].failedReason</code>');
    expect(html).toMatch(/Errors: .*401.*403/);
    const { paths } = await openApi();
    for (const path of Object.keys(paths)) expect(html).toContain(`<code>${path.replace(/&/g, '&amp;')}</code>`);
  });
});
