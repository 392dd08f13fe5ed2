import { Controller, Get } from '@nestjs/common';
import { auditLogResponseSchema, auditTrailResponseSchema, type AuditLogResponse, type AuditTrailResponse } from '@groombook/contracts';
import { auditLogQuerySchema, auditTrailQuerySchema, type AuditLogQuery, type AuditTrailQuery } from '@groombook/contracts/platform';
import { Responds } from '../api-docs/api-docs.decorators';
import { Access } from '../auth/access.decorator';
import { ValidQuery } from '../http/valid-input';
import { SuperAdminAudit } from './super-admin-audit';

@Controller('api/audit-log')
export class AuditLogController {
  constructor(private readonly audit: SuperAdminAudit) {}

  /**
   * The entries that name a company, newest first (?company_id=, ?before=, ?limit=): the answer
   * remotes built before the platform's own entries existed can read.
   */
  @Get()
  @Access('audit-log.read')
  @Responds(auditLogResponseSchema)
  async list(@ValidQuery(auditLogQuerySchema) query: AuditLogQuery): Promise<AuditLogResponse> {
    return { success: true, data: { entries: await this.audit.list(query) } };
  }

  /** Every entry, the platform's own too, with its target and acting company (?company_id=, ?target=, ?before=, ?limit=). */
  @Get('entries')
  @Access('audit-log.read')
  @Responds(auditTrailResponseSchema)
  async trail(@ValidQuery(auditTrailQuerySchema) query: AuditTrailQuery): Promise<AuditTrailResponse> {
    return { success: true, data: { entries: await this.audit.trail(query) } };
  }
}
