import { Module } from '@nestjs/common';
import { QueueAdminController } from './queue-admin.controller';

/** The super admins' queue overview (the API's alone; JobsModule gives it the dispatcher). */
@Module({ controllers: [QueueAdminController] })
export class QueueAdminModule {}
