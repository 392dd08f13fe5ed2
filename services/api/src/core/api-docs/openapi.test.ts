import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { typeOf } from './api-reference-html';
import { buildOpenApiDocument, errorStatuses, openApiPath, rolesOf } from './openapi';
import type { CatalogRoute } from './route-catalog';

function route(overrides: Partial<CatalogRoute>): CatalogRoute {
  return {
    method: 'get',
    path: '/api/customers',
    access: 'customers.list',
    handler: 'CustomersController.list',
    status: 200,
    body: null,
    query: null,
    params: null,
    response: null,
    ...overrides,
  };
}

describe('the OpenAPI document of the routes', () => {
  it('names who a rule lets in', () => {
    expect(rolesOf('public')).toEqual(['public']);
    expect(rolesOf('signed-in')).toEqual(['signed-in']);
    expect(rolesOf('this-machine-or-superadmin')).toEqual(['this-machine', 'superadmin']);
    expect(rolesOf(['admin', 'superadmin'])).toEqual(['admin', 'superadmin']);
  });

  it('gives each route the error answers its rule and its input allow', () => {
    expect(errorStatuses(route({}))).toEqual([401, 403]);
    expect(errorStatuses(route({ query: z.object({ search: z.string() }) }))).toEqual([400, 401, 403]);
    const body = z.object({ email: z.string() });
    expect(errorStatuses(route({ method: 'post', path: '/api/auth/sign-in', access: 'auth.sign-in', body }))).toEqual([400, 413, 415, 429]);
    expect(errorStatuses(route({ method: 'delete', access: 'customers.delete', body }))).toEqual([400, 401, 403, 404, 413, 415]);
    expect(errorStatuses(route({ path: '/api/health', access: 'health.read' }))).toEqual([]);
  });

  it('writes path parameters as OpenAPI does, and describes one no schema names as a required string', () => {
    expect(openApiPath('/api/users/:id/reset-password')).toBe('/api/users/{id}/reset-password');
    const document = buildOpenApiDocument(
      [route({ method: 'post', path: '/api/users/:id/reset-password', access: 'users.reset-password', handler: 'UsersController.reset' })],
      '1.2.3',
    );
    expect(document.paths['/api/users/{id}/reset-password']?.post?.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
    ]);
    expect(document.paths['/api/users/{id}/reset-password']?.post?.['x-roles']).toEqual(['admin', 'superadmin']);
    expect(document.info.version).toBe('1.2.3');
  });

  it("lists a query of several forms as every form's parameters, required only where all require them", () => {
    const query = z.union([z.object({ id: z.string(), full: z.string().optional() }), z.object({ id: z.string(), year: z.string() })]);
    const document = buildOpenApiDocument([route({ path: '/api/appointments', access: 'appointments.read', query })], '1');
    expect(document.paths['/api/appointments']?.get?.parameters.map(({ name, required }) => [name, required])).toEqual([
      ['id', true],
      ['full', false],
      ['year', false],
    ]);
  });

  it('says a schema type in a few words', () => {
    expect(typeOf({ type: 'string', format: 'uuid' })).toBe('string (uuid)');
    expect(typeOf({ type: 'array', items: { type: 'integer' } })).toBe('array of integer');
    expect(typeOf({ enum: ['a', 'b'] })).toBe('"a" | "b"');
    expect(typeOf({ anyOf: [{ type: 'string' }, { type: 'null' }] })).toBe('string | null');
  });
});
