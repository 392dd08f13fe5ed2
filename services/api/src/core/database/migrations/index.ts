import { CreateCompanies1763769600000 } from './1763769600000-create-companies';
import { CreateIdentity1763769700000 } from './1763769700000-create-identity';
import { CreateSchedulingTables1763769800000 } from './1763769800000-create-scheduling-tables';
import { CustomerSearchIndex1763769900000 } from './1763769900000-customer-search-index';
import { AccountSecurity1763770000000 } from './1763770000000-account-security';
import { CustomerGroups1763770100000 } from './1763770100000-customer-groups';
import { Sms1763770200000 } from './1763770200000-sms';
import { Campaigns1763770300000 } from './1763770300000-campaigns';
import { SmsConsentLedger1763770400000 } from './1763770400000-sms-consent-ledger';
import { CustomerSearchFunction1763770500000 } from './1763770500000-customer-search-function';
import { CustomerNamesVersion1763770600000 } from './1763770600000-customer-names-version';
import { TenantPolicyPerStatement1763770700000 } from './1763770700000-tenant-policy-per-statement';
import { AccessRevocation1763770800000 } from './1763770800000-access-revocation';
import { Pets1763857200000 } from './1763857200000-pets';
import { BookingRequests1763860800000 } from './1763860800000-booking-requests';
import { SmsNumbers1763870000000 } from './1763870000000-sms-numbers';
import { AuditTrail1763870400000 } from './1763870400000-audit-trail';
import { SalonDay1763880000000 } from './1763880000000-salon-day';
import { CustomerPhones1763880100000 } from './1763880100000-customer-phones';
import { Schedules1763890000000 } from './1763890000000-schedules';
import { ReminderSettings1763900000000 } from './1763900000000-reminder-settings';
import { CampaignScheduling1763910000000 } from './1763910000000-campaign-scheduling';
import { Media1763920000000 } from './1763920000000-media';
import { CustomerSearchKeptPlan1763930500000 } from './1763930500000-customer-search-kept-plan';
import { CustomerSearchKeys1763940000000 } from './1763940000000-customer-search-keys';
import { CampaignSendIndexes1763935200000 } from './1763935200000-campaign-send-indexes';

/** Every migration, in order. A new migration is added here. */
export const MIGRATIONS = [
  CreateCompanies1763769600000,
  CreateIdentity1763769700000,
  CreateSchedulingTables1763769800000,
  CustomerSearchIndex1763769900000,
  AccountSecurity1763770000000,
  CustomerGroups1763770100000,
  Sms1763770200000,
  Campaigns1763770300000,
  SmsConsentLedger1763770400000,
  CustomerSearchFunction1763770500000,
  CustomerNamesVersion1763770600000,
  TenantPolicyPerStatement1763770700000,
  AccessRevocation1763770800000,
  Pets1763857200000,
  BookingRequests1763860800000,
  SmsNumbers1763870000000,
  AuditTrail1763870400000,
  SalonDay1763880000000,
  CustomerPhones1763880100000,
  Schedules1763890000000,
  ReminderSettings1763900000000,
  CampaignScheduling1763910000000,
  Media1763920000000,
  CustomerSearchKeptPlan1763930500000,
  CampaignSendIndexes1763935200000,
  CustomerSearchKeys1763940000000,
];
