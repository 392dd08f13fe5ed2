import { Inject, Injectable } from '@nestjs/common';
import { uuidSchema, type SmsConsent } from '@groombook/contracts';
import { OPT_IN_MESSAGES, smsOptInRequestSchema } from '@groombook/contracts/platform';
import { APP_CONFIG, type AppConfig } from '../../../core/config/app-config';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { rateLimitSubject } from '../../../core/security/rate-limit-subject';
import { RateLimiter, type RateLimitRule } from '../../../core/security/rate-limiter';
import { TextCaps } from '../../../core/security/text-caps';
import { TenantDb } from '../../../core/tenancy/tenant-db';
import { CustomersRepository } from '../../customers/customers.repository';
import { SmsCompliance } from './sms-compliance.service';
import { SmsConsentRepository, type ConsentFilter, type ConsentState } from './sms-consent.repository';
import { allowedCountryError } from '../rules/sms-countries';
import { textableE164 } from '../rules/sms-phone';
import { SmsRecipientsRepository } from '../outbox/sms-recipients.repository';
import { ForbiddenError, NotFoundError, RuleRefusedError } from '../../../core/errors/domain-errors';

const ONE_HOUR = 3600;
/** The longest user agent the ledger keeps. */
const USER_AGENT_MAX = 500;

export const INVALID_MOBILE_MESSAGE = 'Please enter a valid mobile phone number';

const optInBody = new ZodValidationPipe(smsOptInRequestSchema);
const companyNotFound = () => new NotFoundError(OPT_IN_MESSAGES.companyNotFound);

/** Where a web opt-in came from, kept in the ledger with it. */
export interface OptInOrigin {
  ipAddress: string;
  userAgent: string | undefined;
}

/**
 * The public opt-in and the consent ledger's reads.
 * An opt-in names its company (400 without one, 404 for one that does not exist, 403 for a
 * suspended one or one without a texting number), a name, a mobile number of an allowed
 * country and the consent; it is limited per client address and per number, and the text it
 * causes is capped per company and for the platform. It is only a request: in one transaction
 * it links the company's customer with that number (the first added) or creates one, and adds
 * the request to the ledger with the name, the disclosure version shown, the address and the
 * user agent; then one text asks the phone to reply YES (none to a number that opted out).
 * The number is opted in when the YES arrives (SmsCompliance).
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
    private readonly caps: TextCaps,
  ) {}

  /** Records the request and asks the phone to confirm; answers the request's id, which the page asks about. */
  async optIn(raw: unknown, origin: OptInOrigin): Promise<{ requestId: string }> {
    const companyField = raw && typeof raw === 'object' ? (raw as Record<string, unknown>)['companyId'] : undefined;
    if (typeof companyField !== 'string' || companyField.trim() === '') throw new RuleRefusedError(OPT_IN_MESSAGES.companyRequired);
    if (!uuidSchema.safeParse(companyField.trim()).success) throw companyNotFound();
    const request = optInBody.transform(raw);

    const rules = this.rules();
    await this.limiter.consume(rules.perAddress, rateLimitSubject(origin.ipAddress));
    const companyId = request.companyId;
    const company = await this.db.platform((m) => this.recipients.settings(m, companyId));
    if (!company) throw companyNotFound();
    // As the booking page: a suspended salon (or one that cannot text) takes no sign-ups.
    if (company.status !== 'active' || !company.sms_number) throw new ForbiddenError(OPT_IN_MESSAGES.companyUnavailable);
    const phone = textableE164(request.phoneNumber, this.config.defaultPhoneRegion);
    if (!phone) throw new RuleRefusedError(INVALID_MOBILE_MESSAGE);
    const foreign = allowedCountryError(phone, this.config.sms.allowedCountries);
    if (foreign) throw new RuleRefusedError(foreign);
    await this.limiter.consume(rules.perNumber, phone);

    // A number that opted out gets no text (it comes back by texting START), so it costs no cap.
    // Checked before the transaction: a cap's refusal writes its count in a transaction of its own.
    const ask = (await this.db.readForCompany(companyId, (m) => this.consent.optedOut(m, companyId, [phone]))).size === 0;
    if (ask) await this.caps.consume(companyId);

    const { requestId, customerId } = await this.db.forCompany(companyId, async (m) => {
      const existing = await this.recipients.customerWithPhone(m, companyId, phone, null);
      const customer =
        existing ?? (await this.customers.insert(m, companyId, { name: request.name, phone_number: phone, phone_e164: phone, notes: null }));
      const recorded = await this.compliance.requestFromPage(m, companyId, {
        phoneE164: phone,
        customerId: customer.id,
        name: request.name,
        disclosureVersion: request.disclosureVersion,
        ipAddress: origin.ipAddress,
        userAgent: origin.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
      });
      return { requestId: recorded, customerId: customer.id };
    });

    if (ask) await this.compliance.askToConfirm({ companyId, customerId, phone }, company.name);
    return { requestId };
  }

  /** Whether the phone confirmed the request `requestId` (404 for an id that names no request). */
  async status(requestId: string): Promise<'pending' | 'opted_in'> {
    const confirmed = await this.db.platform((m) => this.consent.requestConfirmed(m, requestId));
    if (confirmed === undefined) throw new NotFoundError(OPT_IN_MESSAGES.requestNotFound);
    return confirmed ? 'opted_in' : 'pending';
  }

  /** The ledger, newest first: the company's, one number's (`phone` in any format) or one customer's, with where the number stands now. */
  async list(companyId: string, query: { phone?: string | undefined; customer_id?: string | undefined }): Promise<{ consents: SmsConsent[]; current: ConsentState | null }> {
    return this.db.forCompany(companyId, async (m) => {
      let filter: ConsentFilter = null;
      if (query.customer_id) {
        const [customer] = await this.recipients.customers(m, companyId, [query.customer_id], false);
        if (!customer) throw new NotFoundError('Customer not found');
        filter = { customerId: customer.id, phoneE164: customer.phone_e164 };
      } else if (query.phone) {
        const phone = textableE164(query.phone, this.config.defaultPhoneRegion) ?? query.phone.trim();
        filter = { phoneE164: phone };
      }
      const consents = await this.consent.list(m, companyId, filter);
      if (!filter) return { consents, current: null };
      if (!filter.phoneE164) return { consents, current: 'unknown' };
      return { consents, current: (await this.consent.standing(m, companyId, filter.phoneE164)).state };
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
