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

/** What the provider answered for one message of a `sendMany`: its id of the message, or why the call failed. */
export type SmsSendAnswer = { ok: true; providerMessageId: string } | { ok: false; error: unknown };

/** A failure after which the next messages of a batch are not tried: anything but a permanent refusal (a retryable one, or the unexpected). */
export const stopsBatch = (error: unknown): boolean => !(error instanceof SmsProviderError && error.kind === 'permanent');

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

  /**
   * Many messages, in order: an answer for each message tried. By default one call after
   * another, so a batch goes out at the pace a single send job's would. It stops after a
   * failure that `stopsBatch` (a 429 or an outage would only repeat): the messages after it
   * have no answer, and were not tried.
   */
  async sendMany(requests: readonly SmsSendRequest[]): Promise<SmsSendAnswer[]> {
    const answers: SmsSendAnswer[] = [];
    for (const request of requests) {
      try {
        answers.push({ ok: true, providerMessageId: await this.send(request) });
      } catch (error) {
        answers.push({ ok: false, error });
        if (stopsBatch(error)) break;
      }
    }
    return answers;
  }
}

/** Production without Twilio: nothing can be sent (the outbox refuses before it gets here). */
export class NoSmsProvider extends SmsProvider {
  readonly mode = 'off' as const;
  readonly idempotent = true;

  async send(): Promise<string> {
    throw new SmsProviderError('permanent', 'SMS is off on this server (no Twilio settings)');
  }
}
