import { Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import {
  reminderPreviewRequestSchema,
  reminderPreviewResponseSchema,
  reminderSettingsResponseSchema,
  updateReminderSettingsRequestSchema,
  type ReminderPreviewResponse,
  type ReminderSettingsResponse,
} from '@groombook/contracts/reminder-settings';
import type { z } from 'zod';
import { Responds } from '../../../core/api-docs/api-docs.decorators';
import { Access } from '../../../core/auth/access.decorator';
import { ValidBody } from '../../../core/http/valid-input';
import { CompanyId } from '../../../core/tenancy/company-id.decorator';
import { ReminderSettings } from './reminder-settings.service';

/** The salon's reminders (admins): /api/reminder-settings, and a template's preview. */
@Controller('api/reminder-settings')
export class ReminderSettingsController {
  constructor(private readonly settings: ReminderSettings) {}

  @Get()
  @Access('reminder-settings.read')
  @Responds(reminderSettingsResponseSchema)
  async read(@CompanyId() companyId: string): Promise<ReminderSettingsResponse> {
    return { success: true, reminders: await this.settings.read(companyId) };
  }

  @Put()
  @Access('reminder-settings.update')
  @Responds(reminderSettingsResponseSchema)
  async replace(@CompanyId() companyId: string, @ValidBody(updateReminderSettingsRequestSchema) body: z.infer<typeof updateReminderSettingsRequestSchema>): Promise<ReminderSettingsResponse> {
    return { success: true, reminders: await this.settings.replace(companyId, body.reminders) };
  }

  @Post('preview')
  @HttpCode(200)
  @Access('reminder-settings.update')
  @Responds(reminderPreviewResponseSchema)
  async preview(@CompanyId() companyId: string, @ValidBody(reminderPreviewRequestSchema) body: z.infer<typeof reminderPreviewRequestSchema>): Promise<ReminderPreviewResponse> {
    return { success: true, ...(await this.settings.preview(companyId, body.template, body.appointment_id)) };
  }
}
