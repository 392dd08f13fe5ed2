import { Module } from '@nestjs/common';
import { ActingAudit } from './acting-audit';
import { AuditLogController } from './audit-log.controller';
import { AuditLogRepository } from './audit-log.repository';

/** The audit log of super admins acting in a company: written after each acting request, read by super admins. */
@Module({ controllers: [AuditLogController], providers: [ActingAudit, AuditLogRepository], exports: [ActingAudit] })
export class AuditModule {}
