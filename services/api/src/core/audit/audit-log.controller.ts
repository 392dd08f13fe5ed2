import { Controller, Get } from '@nestjs/common';
import { auditLogQuerySchema, auditLogResponseSchema, type AuditLogQuery, type AuditLogResponse } from '@groombook/contracts';
import { Responds } from '../api-docs/api-docs.decorators';
import { Access } from '../auth/access.decorator';
import { ValidQuery } from '../http/valid-input';
import { ActingAudit } from './acting-audit';

@Controller('api/audit-log')
export class AuditLogController {
  constructor(private readonly audit: ActingAudit) {}

  /** The requests super admins made while acting in a company, newest first (?company_id=, ?before=, ?limit=). */
  @Get()
  @Access('audit-log.read')
  @Responds(auditLogResponseSchema)
  async list(@ValidQuery(auditLogQuerySchema) query: AuditLogQuery): Promise<AuditLogResponse> {
    return { success: true, data: { entries: await this.audit.list(query) } };
  }
}
