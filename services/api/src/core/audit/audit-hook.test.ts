import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../auth/auth-user';
import { auditRecordOf, pathWithoutQuery } from './audit-hook';

const root: AuthUser = { id: 'u-root', email: 'root@platform.test', role: 'superadmin', companyId: null, sessionId: 's1', tokenVersion: 0, acting: false };
const B_USER = '0b0b0b0b-0000-4000-8000-000000000001';

function request(fields: Partial<FastifyRequest>): FastifyRequest {
  return { method: 'GET', url: '/api/me', params: {}, body: undefined, query: {}, ...fields } as FastifyRequest;
}

describe("which super admin requests the audit log records, and under which company", () => {
  it('keeps the path without its query', () => {
    expect(pathWithoutQuery('/api/customers?search=Maria&phone=2015550101')).toBe('/api/customers');
    expect(pathWithoutQuery('/api/users')).toBe('/api/users');
  });

  it("records nobody else's requests, and a super admin's plain reads only of the development helpers", () => {
    expect(auditRecordOf(request({ method: 'PUT', authUser: { ...root, role: 'admin', companyId: 'c-a' } }), 200, 0)).toBeNull();
    expect(auditRecordOf(request({ method: 'PUT' }), 200, 0)).toBeNull();
    expect(auditRecordOf(request({ authUser: root, accessKey: 'companies.read' }), 200, 0)).toBeNull();
    expect(auditRecordOf(request({ authUser: root, accessKey: 'dev.mailbox', url: '/api/dev/mailbox?x=1' }), 200, 0)).toMatchObject({
      companyId: null,
      action: 'dev.mailbox',
      path: '/api/dev/mailbox',
    });
    expect(auditRecordOf(request({ authUser: { ...root, companyId: 'c-a', acting: true }, accessKey: 'customers.list' }), 200, 0)).toMatchObject({
      companyId: 'c-a',
      actingCompanyId: 'c-a',
    });
  });

  it('files a write under the company the handler noted, else the request company, naming the id the request named', () => {
    const acting = { ...root, companyId: 'c-a', acting: true };
    const noted = request({
      method: 'PUT',
      authUser: acting,
      accessKey: 'users.update',
      body: { id: B_USER },
      auditSubject: { companyId: 'c-b', target: { type: 'user', id: B_USER, label: 'staff@bravo.test' } },
    });
    expect(auditRecordOf(noted, 200, 5)).toMatchObject({
      actorId: 'u-root',
      companyId: 'c-b',
      actingCompanyId: 'c-a',
      target: { type: 'user', id: B_USER, label: 'staff@bravo.test' },
      status: 200,
      receivedAt: 5,
    });
    const refused = request({ method: 'PUT', authUser: root, accessKey: 'users.update', body: { id: B_USER.toUpperCase() } });
    expect(auditRecordOf(refused, 404, 0)).toMatchObject({ companyId: null, actingCompanyId: null, target: { type: 'user', id: B_USER, label: null } });
    const record = request({ method: 'DELETE', authUser: acting, accessKey: 'customers.delete', query: { id: 'not-an-id' } });
    expect(auditRecordOf(record, 400, 0)).toMatchObject({ companyId: 'c-a', target: null });
  });
});
