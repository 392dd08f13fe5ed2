import { Module } from '@nestjs/common';
import { AuditLogController } from './audit-log.controller';
import { AuditLogRepository } from './audit-log.repository';
import { SuperAdminAudit } from './super-admin-audit';

/** The audit log of super admins (their writes, their acting, their reads of the development helpers): written after each such request, read by super admins. */
@Module({ controllers: [AuditLogController], providers: [SuperAdminAudit, AuditLogRepository], exports: [SuperAdminAudit] })
export class AuditModule {}
