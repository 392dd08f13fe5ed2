import { Global, Module } from '@nestjs/common';
import { DevMailboxController } from './dev-mailbox.controller';
import { EmailOutbox } from './email-outbox';
import { EmailSendJob } from './email-send.job';
import { MailService } from './mail.service';

@Global()
@Module({
  controllers: [DevMailboxController],
  providers: [EmailOutbox, EmailSendJob, MailService],
  exports: [MailService],
})
export class MailModule {}
