import { Controller, Post } from '@nestjs/common';
import { demoDataQuerySchema, type DemoDataQuery, type DemoDataResult } from '@groombook/contracts';
import { AuditSubjectNote, type NoteAuditSubject } from '../../core/audit/audit-subject';
import { Access } from '../../core/auth/access.decorator';
import { ValidQuery } from '../../core/http/valid-input';
import { DemoDataService } from './demo-data.service';

@Controller('api/demo-data')
export class DemoDataController {
  constructor(private readonly demo: DemoDataService) {}

  @Post()
  @Access('demo-data.create')
  async create(
    @ValidQuery(demoDataQuerySchema) query: DemoDataQuery,
    @AuditSubjectNote() audit: NoteAuditSubject,
  ): Promise<{ success: true; data: DemoDataResult }> {
    const data = await this.demo.create(query.companyId);
    // Filed under the company that received the data, whichever one the super admin acts in.
    audit({ companyId: query.companyId, target: { type: 'company', id: query.companyId } });
    return { success: true, data };
  }
}
