import { Controller, Get, Post, Put } from '@nestjs/common';
import {
  companiesQuerySchema,
  createCompanyRequestSchema,
  updateCompanyRequestSchema,
  type CompaniesQuery,
  type Company,
  type CreateCompanyRequest,
  type UpdateCompanyRequest,
} from '@groombook/contracts';
import { AuditSubjectNote, type NoteAuditSubject } from '../../core/audit/audit-subject';
import { Access } from '../../core/auth/access.decorator';
import type { AuthUser } from '../../core/auth/auth-user';
import { OptionalUser } from '../../core/auth/current-user.decorator';
import { ApiException } from '../../core/http/api.exception';
import { ValidBody, ValidQuery } from '../../core/http/valid-input';
import { CompaniesService } from './companies.service';

/** The audit log files a company's creation and changes under that company, whichever one the super admin acts in. */
const companySubject = (company: { id: string; name: string }) => ({
  companyId: company.id,
  target: { type: 'company' as const, id: company.id, label: company.name },
});

@Controller('api/companies')
export class CompaniesController {
  constructor(private readonly companies: CompaniesService) {}

  /** With ?id=: the company's public name (no sign-in). Without: every company, for super admins. */
  @Get()
  @Access('companies.read')
  async read(
    @ValidQuery(companiesQuerySchema) query: CompaniesQuery,
    @OptionalUser() user: AuthUser | null,
  ): Promise<{ success: true; company: { id: string; name: string; sms_number: string | null } } | { success: true; data: { companies: Company[] } }> {
    if (query.id) return { success: true, company: await this.companies.publicName(query.id) };
    if (!user) throw new ApiException(401, 'UNAUTHORIZED', 'Authentication required');
    if (user.role !== 'superadmin') throw new ApiException(403, 'FORBIDDEN', 'You do not have permission to do this');
    return { success: true, data: { companies: await this.companies.list() } };
  }

  @Post()
  @Access('companies.create')
  async create(@ValidBody(createCompanyRequestSchema) body: CreateCompanyRequest, @AuditSubjectNote() audit: NoteAuditSubject) {
    const company = await this.companies.create(body.name);
    audit(companySubject(company));
    return { success: true as const, company };
  }

  @Put()
  @Access('companies.update')
  async update(@ValidBody(updateCompanyRequestSchema) body: UpdateCompanyRequest, @AuditSubjectNote() audit: NoteAuditSubject) {
    const { id, name, status, time_zone: timeZone, sms_contact_line: smsContactLine } = body;
    const changes = { name, status, timeZone, smsContactLine, smsNumber: body.sms_number, smsMessagingServiceSid: body.sms_messaging_service_sid };
    const company = await this.companies.update(id, changes);
    audit(companySubject(company));
    return { success: true as const, company };
  }
}
