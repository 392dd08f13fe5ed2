import { Injectable, Logger, Optional } from '@nestjs/common';
import { RealtimeEvents } from '../../core/realtime/realtime-events';
import { loggableError } from '../../core/logging/loggable-error';

/** A message that was added or changed status. */
export interface MessageChange {
  company_id: string;
  customer_id: string | null;
  id: string;
}

/**
 * Tells the company's open screens that a conversation changed (`sms.message`). Never fails
 * its caller; a message without a customer belongs to no conversation and is not announced.
 */
@Injectable()
export class SmsEvents {
  private readonly logger = new Logger('SmsEvents');

  constructor(@Optional() private readonly realtime?: RealtimeEvents) {}

  async changed(messages: MessageChange[]): Promise<void> {
    const realtime = this.realtime;
    if (!realtime) return;
    await Promise.all(
      messages.map(async (message) => {
        if (!message.customer_id) return;
        try {
          await realtime.publish(message.company_id, { type: 'sms.message', customerId: message.customer_id, messageId: message.id });
        } catch (error) {
          this.logger.warn({ err: loggableError(error) }, 'Could not announce an SMS change');
        }
      }),
    );
  }
}
