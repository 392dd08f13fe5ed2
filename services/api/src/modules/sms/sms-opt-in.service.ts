import { Inject, Injectable } from '@nestjs/common';
import { OPT_IN_MESSAGES, smsOptInRequestSchema, uuidSchema, type SmsConsent } from '@groombook/contracts';
import { APP_CONFIG, type AppConfig } from '../../core/config/app-config';
import { ApiException } from '../../core/http/api.exception';
import { ZodValidationPipe } from '../../core/http/zod-validation.pipe';
import { rateLimitSubject } from '../../core/security/rate-limit-subject';
import { RateLimiter, type RateLimitRule } from '../../core/security/rate-limiter';
import { TenantDb } from '../../core/tenancy/tenant-db';
import { CustomersRepository } from '../customers/customers.repository';
import { SmsCompliance } from './sms-compliance.service';
import { SmsConsentRepository, type ConsentFilter } from './sms-consent.repository';
import { textableE164 } from './sms-phone';
import { SmsRecipientsRepository } from './sms-recipients.repository';

const ONE_HOUR = 3600;
/** The longest user agent the ledger keeps. */
const USER_AGENT_MAX = 500;

export const INVALID_MOBILE_MESSAGE = 'Please enter a valid mobile phone number';
export const OPT_IN_SUCCESS_MESSAGE = 'Successfully opted in';

const optInBody = new ZodValidationPipe(smsOptInRequestSchema);
const companyNotFound = () => ApiException.notFound(OPT_IN_MESSAGES.companyNotFound);

/** Where a web opt-in came from, kept in the ledger with it. */
export interface OptInOrigin {
  ipAddress: string;
  userAgent: string | undefined;
}

export type ConsentState = 'opted_in' | 'opted_out' | 'unknown';

/**
 * The public opt-in and the consent ledger's reads.
 * An opt-in names its company (400 without one, 404 for one that does not exist), a name, a
 * mobile number and the consent, and is limited per client address and per number. In one
 * transaction it links the company's customer with that number (the first added) or creates
 * one, lifts an earlier opt-out of the number for that company, and adds the ledger entry with
 * the name, the disclosure version shown, the address and the user agent; then it confirms by
 * text (a compliance message).
 */
@Injectable()
export class SmsOptInService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: TenantDb,
    private readonly consent: SmsConsentRepository,
    private readonly recipients: SmsRecipientsRepository,
    private readonly customers: CustomersRepository,
    private readonly compliance: SmsCompliance,
    private readonly limiter: RateLimiter,
  ) {}

  async optIn(raw: unknown, origin: OptInOrigin): Promise<void> {
    const companyField = raw && typeof raw === 'object' ? (raw as Record<string, unknown>)['companyId'] : undefined;
    if (typeof companyField !== 'string' || companyField.trim() === '') throw ApiException.badRequest(OPT_IN_MESSAGES.companyRequired);
    if (!uuidSchema.safeParse(companyField.trim()).success) throw companyNotFound();
    const request = optInBody.transform(raw);

    const rules = this.rules();
    await this.limiter.consume(rules.perAddress, rateLimitSubject(origin.ipAddress));
    const company = await this.db.platform((m) => this.recipients.settings(m, request.companyId));
    if (!company) throw companyNotFound();
    const phone = textableE164(request.phoneNumber, this.config.defaultPhoneRegion);
    if (!phone) throw ApiException.badRequest(INVALID_MOBILE_MESSAGE);
    await this.limiter.consume(rules.perNumber, phone);

    const companyId = request.companyId;
    const customerId = await this.db.forCompany(companyId, async (m) => {
      const existing = await this.recipients.customerWithPhone(m, companyId, phone, null);
      const customer =
        existing ?? (await this.customers.insert(m, companyId, { name: request.name, phone_number: request.phoneNumber, phone_e164: phone, notes: null }));
      await this.compliance.optInFromPage(m, companyId, {
        phoneE164: phone,
        customerId: customer.id,
        name: request.name,
        disclosureVersion: request.disclosureVersion,
        ipAddress: origin.ipAddress,
        userAgent: origin.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
      });
      return customer.id;
    });

    await this.compliance.confirmOptIn({ companyId, customerId, phone }, company.name);
  }

  /** The ledger, newest first: the company's, one number's (`phone` in any format) or one customer's, with whether it may be texted now. */
  async list(companyId: string, query: { phone?: string | undefined; customer_id?: string | undefined }): Promise<{ consents: SmsConsent[]; current: ConsentState | null }> {
    return this.db.forCompany(companyId, async (m) => {
      let filter: ConsentFilter = null;
      if (query.customer_id) {
        const [customer] = await this.recipients.customers(m, companyId, [query.customer_id], false);
        if (!customer) throw ApiException.notFound('Customer not found');
        filter = { customerId: customer.id, phoneE164: customer.phone_e164 };
      } else if (query.phone) {
        const phone = textableE164(query.phone, this.config.defaultPhoneRegion) ?? query.phone.trim();
        filter = { phoneE164: phone };
      }
      const consents = await this.consent.list(m, companyId, filter);
      if (!filter) return { consents, current: null };
      const phone = filter.phoneE164;
      if (!phone) return { consents, current: 'unknown' };
      if ((await this.consent.optedOut(m, companyId, [phone])).size > 0) return { consents, current: 'opted_out' };
      // Newest first, and the number's own entries are among them: its latest is the first.
      const latest = consents.find((entry) => entry.phone_e164 === phone);
      return { consents, current: latest?.action === 'opt_in' ? 'opted_in' : 'unknown' };
    });
  }

  private rules(): { perAddress: RateLimitRule; perNumber: RateLimitRule } {
    const { perAddress, perNumber } = this.config.smsOptInRateLimits;
    return {
      perAddress: { name: 'sms-opt-in', limit: perAddress, windowSeconds: ONE_HOUR },
      perNumber: { name: 'sms-opt-in-number', limit: perNumber, windowSeconds: ONE_HOUR },
    };
  }
}
