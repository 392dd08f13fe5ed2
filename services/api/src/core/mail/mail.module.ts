import { Global, Module } from '@nestjs/common';
import { DevMailbox } from './dev-mailbox';
import { DevMailboxController } from './dev-mailbox.controller';
import { EmailSendJob } from './email-send.job';
import { MailService } from './mail.service';

@Global()
@Module({
  controllers: [DevMailboxController],
  providers: [DevMailbox, EmailSendJob, MailService],
  exports: [MailService],
})
export class MailModule {}
