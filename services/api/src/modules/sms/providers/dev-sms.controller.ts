import { randomBytes } from 'node:crypto';
import { Controller, Get, Header, HttpCode, Inject, NotFoundException, Post } from '@nestjs/common';
import { z } from 'zod';
import { plainText, SMS_BODY_MAX_LENGTH } from '@groombook/contracts';
import { Access } from '../../../core/auth/access.decorator';
import { APP_CONFIG, type AppConfig } from '../../../core/config/app-config';
import { ValidBody } from '../../../core/http/valid-input';
import { TenantDb } from '../../../core/tenancy/tenant-db';
import { ApiException } from '../../../core/http/api.exception';
import { SmsSimulatorRepository } from './sms-simulator.repository';
import { SmsNumbersRepository } from '../numbers/sms-numbers.repository';
import { SmsInboundService, type InboundResult } from '../inbound/sms-inbound.service';
import { ownNumber, providerE164, textableE164 } from '../rules/sms-phone';

/** What the simulator's page shows. */
const PAGE_SIZE = 200;

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** An MMS's photo as the provider was given it (its signed link, which expires). */
function photo(url: string | null): string {
  if (!url) return '';
  // Shown from this server, whatever address PUBLIC_URL gives it.
  const local = url.startsWith('/') ? url : `${new URL(url).pathname}${new URL(url).search}`;
  return `<img src="${escape(local)}" alt="Photo sent with this text" style="max-width:240px;max-height:240px">`;
}

/** POST /api/dev/sms/inbound: a customer's text, as the provider would deliver it. */
const devInboundSchema = z.object({
  from: plainText('from').trim().min(1, 'from is required').max(32, 'from is too long'),
  body: z.string().max(SMS_BODY_MAX_LENGTH, `body is too long (at most ${SMS_BODY_MAX_LENGTH} characters)`),
  /** The salon's number it was sent to: the text belongs to the company that owns it. Left out: the only company's number. */
  to: plainText('to').trim().max(32, 'to is too long').optional(),
});
type DevInbound = z.infer<typeof devInboundSchema>;

/**
 * Development only (the simulator: not production, no Twilio): what was sent, and a way to
 * answer as a customer. Texts hold customers' numbers and words, so only this machine or a
 * signed-in super admin may use it, like the development mailbox.
 */
@Controller('api/dev/sms')
export class DevSmsController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: TenantDb,
    private readonly calls: SmsSimulatorRepository,
    private readonly numbers: SmsNumbersRepository,
    private readonly inbound: SmsInboundService,
  ) {}

  @Get()
  @Access('dev.sms')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  async page(): Promise<string> {
    this.assertSimulator('GET');
    const [calls, numbers] = await this.db.platform(async (m) => [await this.calls.newest(m, PAGE_SIZE), await this.numbers.numbers(m)] as const);
    const rows = calls
      .map(
        (call) =>
          `<tr><td>${escape(call.created_at.toISOString())}</td><td>${escape(call.company_name ?? '')}</td><td>${escape(call.from_phone ?? '')}</td><td>${escape(call.to_phone)}</td>` +
          `<td>${escape(call.status ?? '')}</td><td><pre>${escape(call.body)}</pre>${photo(call.media_url)}</td><td>${escape(call.provider_message_id)}</td></tr>`,
      )
      .join('');
    const table = rows
      ? `<table><thead><tr><th>Sent</th><th>Company</th><th>From</th><th>To</th><th>Status</th><th>Text</th><th>Id</th></tr></thead><tbody>${rows}</tbody></table>`
      : '<p>No texts yet.</p>';
    const owners = numbers.map((owner) => `<li>${escape(owner.sms_number)}: ${escape(owner.name)}</li>`).join('');
    return (
      `<!doctype html><meta charset="utf-8"><title>Development SMS</title><main><h1>Development SMS</h1>` +
      `<p>Texts the simulator was asked to send, newest first. Answer as a customer with POST /api/dev/sms/inbound {"from", "to", "body"}, ` +
      `"to" being the salon's number (left out: the only salon's).</p><h2>The salons' numbers</h2><ul>${owners}</ul>${table}</main>`
    );
  }

  @Post('inbound')
  @HttpCode(200)
  @Access('dev.sms')
  async receive(@ValidBody(devInboundSchema) body: DevInbound): Promise<{ success: true; data: InboundResult }> {
    this.assertSimulator('POST');
    // Typed by a person, the number may be national (the default region's); a provider would send E.164.
    const from = providerE164(body.from) ?? textableE164(body.from, this.config.defaultPhoneRegion) ?? body.from;
    const to = body.to ? (ownNumber(body.to) ?? textableE164(body.to, this.config.defaultPhoneRegion) ?? body.to) : await this.onlyNumber();
    const result = await this.inbound.receive({ from, to, body: body.body, providerMessageId: `SMdev${randomBytes(14).toString('hex')}` });
    return { success: true, data: result };
  }

  /** The number a text without `to` goes to: the only company's that has one. */
  private async onlyNumber(): Promise<string> {
    const numbers = await this.db.platform((m) => this.numbers.numbers(m));
    const [only] = numbers;
    if (numbers.length !== 1 || !only) {
      throw ApiException.badRequest(`to: give the salon's number the text is sent to (${numbers.length} companies have numbers; GET /api/dev/sms lists them)`);
    }
    return only.sms_number;
  }

  private assertSimulator(method: string): void {
    if (this.config.sms.mode !== 'simulator') throw new NotFoundException(`Cannot ${method} /api/dev/sms`);
  }
}
