import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../core/config/app-config';
import { JobDispatcher } from '../../core/jobs/job-dispatcher';
import { TenantDb } from '../../core/tenancy/tenant-db';
import { AppointmentLinksModule } from '../appointment-links/appointment-links.module';
import { CustomersModule } from '../customers/customers.module';
import { MediaModule } from '../media/media.module';
import { AppointmentReminders } from './reminders/appointment-reminders.service';
import { DevSmsController } from './providers/dev-sms.controller';
import { SimulatedSmsProvider } from './providers/simulated-sms-provider';
import { NoSmsProvider, SmsProvider } from './providers/sms-provider';
import { SmsSimulatorRepository } from './providers/sms-simulator.repository';
import { TwilioSmsProvider } from './providers/twilio-sms-provider';
import { RemindersOnAppointmentsChanged } from './reminders/reminders-on-appointments-changed.listener';
import { SmsCompliance } from './consent/sms-compliance.service';
import { SmsConsentRepository } from './consent/sms-consent.repository';
import { SmsConversationsController } from './conversations/sms-conversations.controller';
import { SmsConversationsService } from './conversations/sms-conversations.service';
import { SmsEvents } from './outbox/sms-events';
import { SmsInboundService } from './inbound/sms-inbound.service';
import { SmsMessagesRepository } from './outbox/sms-messages.repository';
import { SmsConversationsRepository } from './conversations/sms-conversations.repository';
import { SmsNumberController } from './numbers/sms-number.controller';
import { SmsNumbersRepository } from './numbers/sms-numbers.repository';
import { SmsNumbers } from './numbers/sms-numbers.service';
import { SmsOptInController } from './consent/sms-opt-in.controller';
import { SmsOptInService } from './consent/sms-opt-in.service';
import { SmsOutbox } from './outbox/sms-outbox.service';
import { SmsRecipientsRepository } from './outbox/sms-recipients.repository';
import { ReminderReplies } from './reminders/reminder-replies.service';
import { ReminderSettingsController } from './reminders/reminder-settings.controller';
import { ReminderSettingsRepository } from './reminders/reminder-settings.repository';
import { ReminderSettings } from './reminders/reminder-settings.service';
import { SmsReminderJob } from './reminders/sms-reminder.job';
import { SmsRemindersRepository } from './reminders/sms-reminders.repository';
import { SmsSendQueue } from './outbox/sms-send-queue';
import { SmsSendJob } from './outbox/sms-send.job';
import { SmsSendBatchJob } from './outbox/sms-send-batch.job';
import { SmsDelivery } from './outbox/sms-delivery';
import { SmsSendingRepository } from './outbox/sms-sending.repository';
import { SmsSimulatedReportJob } from './outbox/sms-simulated-report.job';
import { SmsStatusService } from './outbox/sms-status.service';
import { SmsSweepJob } from './outbox/sms-sweep.job';
import { SmsWebhooksController } from './inbound/sms-webhooks.controller';
import { SettledCampaignMessages } from './outbox/settled-campaign-messages';
import { ReadyTextsOnStatusChanged } from './status-texts/ready-texts.listener';
import { ReadyTextsRepository } from './status-texts/ready-texts.repository';

/** The provider the configuration names: Twilio, the simulator, or none (production without Twilio). */
function smsProvider(config: AppConfig, db: TenantDb, calls: SmsSimulatorRepository, jobs: JobDispatcher): SmsProvider {
  if (config.sms.mode === 'twilio' && config.sms.twilio && config.publicUrl) return new TwilioSmsProvider(config.sms.twilio, config.publicUrl);
  if (config.sms.mode === 'simulator') return new SimulatedSmsProvider(db, calls, jobs);
  return new NoSmsProvider();
}

/**
 * Text messages: each company's own number, the outbox (the one way to send), the send
 * (one message, or a batch), reminder, report and sweep jobs, Twilio's webhooks, the conversations API, the customers'
 * opt-in and the consent ledger, and the development simulator.
 * Campaigns send through `SmsOutbox` (announce their progress through `SmsEvents`, and end
 * on the `campaign-messages.settled` events `SettledCampaignMessages` publishes);
 * appointments keep their reminders through `AppointmentReminders`, and text "ready for
 * pickup" through `ReadyTextsOnStatusChanged`.
 */
@Module({
  imports: [CustomersModule, AppointmentLinksModule, MediaModule],
  controllers: [SmsConversationsController, SmsWebhooksController, DevSmsController, SmsOptInController, SmsNumberController, ReminderSettingsController],
  providers: [
    SmsMessagesRepository,
    SmsSendingRepository,
    SmsConversationsRepository,
    SmsNumbersRepository,
    SmsNumbers,
    SmsConsentRepository,
    SmsRecipientsRepository,
    SmsRemindersRepository,
    SmsSimulatorRepository,
    { provide: SmsProvider, inject: [APP_CONFIG, TenantDb, SmsSimulatorRepository, JobDispatcher], useFactory: smsProvider },
    SmsEvents,
    SettledCampaignMessages,
    SmsSendQueue,
    SmsOutbox,
    SmsStatusService,
    SmsCompliance,
    SmsInboundService,
    SmsConversationsService,
    SmsOptInService,
    ReminderSettingsRepository,
    ReminderSettings,
    AppointmentReminders,
    ReminderReplies,
    RemindersOnAppointmentsChanged,
    ReadyTextsRepository,
    ReadyTextsOnStatusChanged,
    SmsDelivery,
    SmsSendJob,
    SmsSendBatchJob,
    SmsReminderJob,
    SmsSimulatedReportJob,
    SmsSweepJob,
  ],
  exports: [SmsOutbox, SmsEvents, SmsNumbers, SmsConsentRepository],
})
export class SmsModule {}
