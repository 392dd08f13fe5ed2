import twilio from 'twilio';
import type TwilioRequestClient from 'twilio/lib/base/RequestClient';
import type TwilioResponse from 'twilio/lib/http/response';
import type { TwilioSettings } from '../../../core/config/sms-config';
import { errorKindOfStatus, SmsProvider, SmsProviderError, type SmsSendRequest } from './sms-provider';

/** The longest a send call may take; a send job holds a message this long (and more) before calling its outcome unknown. */
export const TWILIO_TIMEOUT_MS = 15_000;

/** Connection failures that happen before a request is sent: Twilio cannot have taken the message. */
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH', 'CERT_HAS_EXPIRED']);

/** Where Twilio reports a message's delivery: our id rides along, so a report finds its message even before we stored Twilio's. */
export function statusCallbackUrl(publicUrl: string, messageId: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/api/sms/status?messageId=${encodeURIComponent(messageId)}`;
}

/**
 * A failed call, classified. Twilio has no idempotency key, so a request that may have
 * reached it (a timeout, a connection reset) is `permanent`: sending again could text the
 * customer twice, and at most once is the rule.
 */
export function classifyTwilioError(error: unknown): SmsProviderError {
  if (error instanceof twilio.RestException) {
    const code = error.code ? ` ${error.code}` : '';
    return new SmsProviderError(errorKindOfStatus(error.status), `Twilio refused the message (HTTP ${error.status}${code}): ${error.message}`);
  }
  const code = typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : '';
  if (NOT_SENT_CODES.has(code)) return new SmsProviderError('retryable', `Twilio could not be reached (${code})`);
  return new SmsProviderError(
    'permanent',
    `the call to Twilio ended without an answer (${code || 'no response'}); not sent again, since it may have gone out`,
    true,
  );
}

/** Twilio's HTTP client, sending to another address than Twilio's own (a proxy, or a local stand-in in tests). */
class RebasedRequestClient extends twilio.RequestClient {
  constructor(private readonly apiBaseUrl: string) {
    super();
  }

  override request<TData>(options: TwilioRequestClient.RequestOptions<TData>): Promise<TwilioResponse<TData>> {
    const target = new URL(options.uri);
    const base = new URL(this.apiBaseUrl);
    target.protocol = base.protocol;
    target.host = base.host;
    return super.request<TData>({ ...options, uri: target.toString() });
  }
}

/** Sends through Twilio's Messages API: from the company's messaging service when it has one, else from its number. */
export class TwilioSmsProvider extends SmsProvider {
  readonly mode = 'twilio' as const;
  readonly idempotent = false;
  private readonly client: twilio.Twilio;

  constructor(
    private readonly settings: TwilioSettings,
    private readonly publicUrl: string,
    httpClient?: twilio.RequestClient,
  ) {
    super();
    const client = httpClient ?? (settings.apiBaseUrl ? new RebasedRequestClient(settings.apiBaseUrl) : undefined);
    this.client = twilio(settings.accountSid, settings.authToken, { timeout: TWILIO_TIMEOUT_MS, autoRetry: false, httpClient: client });
  }

  async send(request: SmsSendRequest): Promise<string> {
    try {
      const message = await this.client.messages.create({
        to: request.to,
        // A photo alone (MMS) goes without a body.
        ...(request.body ? { body: request.body } : {}),
        statusCallback: statusCallbackUrl(this.publicUrl, request.messageId),
        ...(request.mediaUrl ? { mediaUrl: [request.mediaUrl] } : {}),
        ...(request.from.messagingServiceSid ? { messagingServiceSid: request.from.messagingServiceSid } : { from: request.from.number }),
      });
      return message.sid;
    } catch (error) {
      throw classifyTwilioError(error);
    }
  }
}
