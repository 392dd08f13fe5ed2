import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { AuditTargetType } from '@groombook/contracts';

/** What a request wrote to, as the audit log names it. */
export interface AuditTarget {
  type: AuditTargetType;
  id: string;
  /** The user's email or the company's name, kept as it is now: the log must still read after a rename or a delete. */
  label?: string | null;
}

/**
 * The company whose data a request touched (null: the platform's own) and what it wrote
 * to. Only the handler knows it when the record is found by id across companies (a super
 * admin's users and companies), so it says so; every other write is recorded under the
 * request's company.
 */
export interface AuditSubject {
  companyId: string | null;
  target: AuditTarget;
}

declare module 'fastify' {
  interface FastifyRequest {
    auditSubject?: AuditSubject;
  }
}

export type NoteAuditSubject = (subject: AuditSubject) => void;

/** A handler's way to tell the audit log what its request touched; recorded once the request is answered. */
export const AuditSubjectNote = createParamDecorator((_data: unknown, context: ExecutionContext): NoteAuditSubject => {
  const request = context.switchToHttp().getRequest<FastifyRequest>();
  return (subject) => {
    request.auditSubject = subject;
  };
});
