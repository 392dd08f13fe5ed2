import type { SmsMode } from '../../../core/config/sms-config';

/** Who a company's texts come from: its own number, and the Twilio messaging service that sends for it, if any. */
export interface SmsSender {
  number: string;
  messagingServiceSid: string | null;
}

/** One message for the provider. */
export interface SmsSendRequest {
  companyId: string;
  messageId: string;
  /** The company's own number (and messaging service): its texts never come from another's. */
  from: SmsSender;
  /** E.164 */
  to: string;
  body: string;
  /** An MMS's photo: a signed link the provider fetches it from. */
  mediaUrl?: string;
  /** The message's own key: the same key twice is the same message. */
  idempotencyKey: string;
}

/**
 * Why a provider call failed: `retryable` when the provider did not take the message and a
 * later try may work (a 5xx, a 429, no connection), `permanent` when trying again cannot
 * help (a 4xx: an invalid or unsubscribed number) or when nobody can tell whether the message
 * went out (see TwilioSmsProvider).
 */
export type SmsErrorKind = 'retryable' | 'permanent';

export class SmsProviderError extends Error {
  constructor(
    readonly kind: SmsErrorKind,
    message: string,
    /** Nobody can tell whether the message went out (the provider may still report it). */
    readonly outcomeUnknown = false,
  ) {
    super(message);
    this.name = 'SmsProviderError';
  }
}

/** How the failure reason of a message with an unknown outcome begins: a later report from the provider may still say what happened. */
export const UNKNOWN_OUTCOME_PREFIX = 'Outcome unknown:';

/** 429 and 5xx may pass on a later try; any other refusal will not. */
export function errorKindOfStatus(status: number): SmsErrorKind {
  return status === 429 || status >= 500 ? 'retryable' : 'permanent';
}

/** Hands a text to a carrier-facing service. Picked by configuration: Twilio, the simulator, or none. */
export abstract class SmsProvider {
  abstract readonly mode: SmsMode;
  /**
   * Whether a second call with the same idempotency key returns the first call's message
   * instead of sending again. Only then may a send whose outcome is unknown be tried again.
   */
  abstract readonly idempotent: boolean;
  /** The provider's id of the message; throws SmsProviderError. */
  abstract send(request: SmsSendRequest): Promise<string>;
}

/** Production without Twilio: nothing can be sent (the outbox refuses before it gets here). */
export class NoSmsProvider extends SmsProvider {
  readonly mode = 'off' as const;
  readonly idempotent = true;

  async send(): Promise<string> {
    throw new SmsProviderError('permanent', 'SMS is off on this server (no Twilio settings)');
  }
}
