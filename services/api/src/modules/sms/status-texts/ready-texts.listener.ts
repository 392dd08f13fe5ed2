import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { readyForPickupText } from '@groombook/domain';
import { DomainEventBus } from '../../../core/events/domain-event-bus';
import type { AppointmentStatusChanged } from '../../../core/events/domain-events';
import { TenantDb } from '../../../core/tenancy/tenant-db';
import { SmsOutbox } from '../outbox/sms-outbox.service';
import { ReadyTextsRepository } from './ready-texts.repository';

/** The ready text with the report card's notes after it (at most 500 characters: an MMS takes it whole). */
export function readyTextWithNotes(ready: string, notes: string | null): string {
  return notes ? `${ready}\n\nGroomer's notes: ${notes}` : ready;
}

/** The idempotency key of an appointment's ready text: one per appointment, whatever moves follow. */
export const readyTextKey = (appointmentId: string) => `ready-${appointmentId}`;

/**
 * When an appointment becomes ready, its customer is texted "{dog} is ready for pickup at
 * {salon}" from the company's number: a transactional text about their appointment (purpose
 * `reminder`: no opt-in, no quiet hours, no monthly cap), never to a number that texted STOP
 * (the outbox refuses it), only when the customer has a number, and once per appointment (the
 * key `ready-<id>`: a second move to ready finds the first message and sends nothing). A report
 * card given with the move rides along: its notes after the text, its photo as MMS.
 */
@Injectable()
export class ReadyTextsOnStatusChanged implements OnModuleInit {
  private readonly logger = new Logger('ReadyTexts');

  constructor(
    private readonly events: DomainEventBus,
    private readonly db: TenantDb,
    private readonly appointments: ReadyTextsRepository,
    private readonly outbox: SmsOutbox,
  ) {}

  onModuleInit(): void {
    this.events.subscribe('appointment.status-changed', (event) => this.statusChanged(event));
  }

  async statusChanged(event: AppointmentStatusChanged): Promise<void> {
    if (event.to !== 'ready') return;
    const appointment = await this.db.readForCompany(event.companyId, (m) => this.appointments.appointment(m, event.companyId, event.appointmentId));
    // Moved on again before this ran (the event follows the commit), or nobody to text.
    if (!appointment || appointment.status !== 'ready' || !appointment.customer_id || !appointment.phone_e164) return;
    const result = await this.outbox.send(event.companyId, {
      customerId: appointment.customer_id,
      to: appointment.phone_e164,
      body: readyTextWithNotes(readyForPickupText(appointment.dog_name?.trim() || 'Your dog', appointment.company_name), appointment.report_card_notes),
      mediaId: appointment.report_card_media_id,
      purpose: 'reminder',
      idempotencyKey: readyTextKey(event.appointmentId),
    });
    if (!result.ok) this.logger.log({ appointmentId: event.appointmentId, refusal: result.refusal }, 'Ready text not sent');
  }
}
