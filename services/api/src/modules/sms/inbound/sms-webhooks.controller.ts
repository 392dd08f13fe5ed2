import { Controller, Header, HttpCode, Inject, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../../../core/config/app-config';
import { Access } from '../../../core/auth/access.decorator';
import { ApiException } from '../../../core/http/api.exception';
import { isValidTwilioSignature, type WebhookParams } from '../providers/twilio-signature';
import { SmsInboundService } from './sms-inbound.service';
import { SmsStatusService } from '../outbox/sms-status.service';

/** The only paths that read form bodies (`core/http/body-parsers.ts`): Twilio posts its webhooks as forms. */
export const SMS_WEBHOOK_PATHS = ['/api/sms/status', '/api/sms/inbound'] as const;

const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

const text = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/**
 * Twilio's webhooks: delivery reports (`/api/sms/status`) and customers' texts
 * (`/api/sms/inbound`). Public, as Twilio calls them, but each must carry Twilio's signature
 * of the request (X-Twilio-Signature, keyed with the auth token); anything else is 403.
 * Without Twilio settings there is no token to check against, so every call is refused.
 */
@Controller('api/sms')
export class SmsWebhooksController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly status: SmsStatusService,
    private readonly inbound: SmsInboundService,
  ) {}

  @Post('status')
  @HttpCode(204)
  @Access('sms.webhooks')
  async statusReport(@Req() request: FastifyRequest): Promise<void> {
    const params = this.verified(request);
    const { messageId: queried } = request.query as Record<string, unknown>;
    const messageId = typeof queried === 'string' ? queried : null;
    await this.status.applyTwilio({ MessageSid: text(params.MessageSid), MessageStatus: text(params.MessageStatus), ErrorCode: text(params.ErrorCode) }, messageId);
  }

  /**
   * Stores the text (once per MessageSid) for the company that owns its `To` number, and
   * answers empty TwiML: replies are sent through the outbox, not in the answer.
   */
  @Post('inbound')
  @HttpCode(200)
  @Access('sms.webhooks')
  @Header('Content-Type', 'text/xml; charset=utf-8')
  async inboundText(@Req() request: FastifyRequest): Promise<string> {
    const params = this.verified(request);
    const from = text(params.From);
    const to = text(params.To);
    const sid = text(params.MessageSid) ?? text(params.SmsSid);
    if (from && to && sid) await this.inbound.receive({ from, to, body: text(params.Body) ?? '', providerMessageId: sid });
    return EMPTY_TWIML;
  }

  /** The form's fields when Twilio signed this request (the URL as Twilio called it: PUBLIC_URL and the path with its query). */
  private verified(request: FastifyRequest): WebhookParams {
    const params: WebhookParams = request.body && typeof request.body === 'object' ? (request.body as WebhookParams) : {};
    const twilio = this.config.sms.twilio;
    const publicUrl = this.config.publicUrl?.replace(/\/+$/, '');
    const header = request.headers['x-twilio-signature'];
    const signature = typeof header === 'string' ? header : undefined;
    if (!twilio || !publicUrl || !isValidTwilioSignature(twilio.authToken, signature, `${publicUrl}${request.url}`, params)) {
      throw new ApiException(403, 'INVALID_SIGNATURE', 'The request is not signed by Twilio');
    }
    return params;
  }
}
