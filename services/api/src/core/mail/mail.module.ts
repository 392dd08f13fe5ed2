import { Global, Module } from '@nestjs/common';
import { DevMailboxController } from './dev-mailbox.controller';
import { EmailOutboxRepository } from './email-outbox.repository';
import { EmailSendJob } from './email-send.job';
import { EmailSweepJob } from './email-sweep.job';
import { MailService } from './mail.service';

@Global()
@Module({
  controllers: [DevMailboxController],
  providers: [EmailOutboxRepository, EmailSendJob, EmailSweepJob, MailService],
  exports: [MailService],
})
export class MailModule {}
