import { z } from 'zod';
import { plainText } from './fields';
import { roleSchema } from '@groombook/contracts/light';

export const uuidSchema = z.uuid('Must be a valid id');

const companyName = plainText('Company name').trim().min(1, 'Company name is required').max(200, 'Company name is too long');

/** A suspended company's users cannot sign in or refresh, and their live sessions end at once. */
export const COMPANY_STATUSES = ['active', 'suspended'] as const;
export const companyStatusSchema = z.enum(COMPANY_STATUSES, { error: 'Status must be active or suspended' });
export type CompanyStatus = z.infer<typeof companyStatusSchema>;

export const companySchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.string(),
  user_count: z.number().int(),
  createdAt: z.string(),
  /** An IANA time zone: the marketing window (08:00 to 21:00) and the monthly cap are counted in it. */
  time_zone: z.string(),
  /** How customers reach the salon, sent in answer to HELP ('Call 201-555-0100'); null: the company's name alone. */
  sms_contact_line: z.string().nullable(),
  /**
   * The number the company texts from and customers text to (E.164); null: it cannot text.
   * Set by super admins; an incoming text belongs to the company whose number it was sent to.
   */
  sms_number: z.string().nullable(),
  /** A Twilio messaging service that sends the company's texts instead of the number itself (MG…); null: the number sends. */
  sms_messaging_service_sid: z.string().nullable(),
});
export type Company = z.infer<typeof companySchema>;

/** GET /api/companies (super admin): every company with its user count. */
export const companiesListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ companies: z.array(companySchema) }),
});

/** GET /api/companies?id= (public, for the SMS opt-in and booking pages): the name, and the number customers text (null: none). */
export const companiesQuerySchema = z.object({ id: uuidSchema.optional() });
export type CompaniesQuery = z.infer<typeof companiesQuerySchema>;
export const publicCompanyResponseSchema = z.object({
  success: z.literal(true),
  company: z.object({ id: z.string(), name: z.string(), sms_number: z.string().nullable() }),
});

/** POST /api/companies (super admin) */
export const createCompanyRequestSchema = z.object({ name: companyName });
export type CreateCompanyRequest = z.infer<typeof createCompanyRequestSchema>;
/** Whether the runtime knows `zone` as an IANA time zone ('America/Chicago'). */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = plainText('Time zone')
  .trim()
  .min(1, 'Time zone is required')
  .max(64, 'Time zone is too long')
  .refine(isTimeZone, 'Time zone must be a known time zone, such as America/New_York');
export const smsContactLineSchema = plainText('SMS contact line')
  .trim()
  .max(200, 'SMS contact line is too long (at most 200 characters)')
  .nullable()
  .transform((line) => (line ? line : null));

/** A company's sending number: E.164, spaces, dots, dashes and brackets allowed around the digits; empty or null removes it. */
export const smsNumberSchema = plainText('Texting number')
  .trim()
  .max(32, 'Texting number is too long')
  .transform((value) => value.replace(/[\s().-]/g, ''))
  .refine((value) => value === '' || /^\+[1-9]\d{6,14}$/.test(value), 'Texting number must be in international form, such as +12015550123')
  .nullable()
  .transform((value) => (value ? value : null));
/** A Twilio messaging service SID (MG and 32 hex digits); empty or null removes it. */
export const smsMessagingServiceSidSchema = plainText('Messaging service SID')
  .trim()
  .max(64, 'Messaging service SID is too long')
  .refine((value) => value === '' || /^MG[0-9a-fA-F]{32}$/.test(value), 'Messaging service SID must be MG followed by 32 hex digits')
  .nullable()
  .transform((value) => (value ? value : null));

/**
 * PUT /api/companies (super admin): whichever of the name, the status ('suspended' locks
 * the company's users out at once, 'active' lets them back) and the SMS settings are given.
 * A texting number belongs to one company: another company's is a 409.
 */
export const updateCompanyRequestSchema = z
  .object({
    id: uuidSchema,
    name: companyName.optional(),
    status: companyStatusSchema.optional(),
    time_zone: timeZoneSchema.optional(),
    sms_contact_line: smsContactLineSchema.optional(),
    sms_number: smsNumberSchema.optional(),
    sms_messaging_service_sid: smsMessagingServiceSidSchema.optional(),
  })
  .refine(
    (request) =>
      [request.name, request.status, request.time_zone, request.sms_contact_line, request.sms_number, request.sms_messaging_service_sid].some(
        (field) => field !== undefined,
      ),
    'Nothing to update: give a name, a status, a time zone, an SMS contact line, a texting number or a messaging service',
  );
export type UpdateCompanyRequest = z.infer<typeof updateCompanyRequestSchema>;
export const companyResponseSchema = z.object({ success: z.literal(true), company: companySchema });

export const companyUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  role: roleSchema,
  company_id: z.string().nullable(),
  created_at: z.string(),
  /** A disabled user cannot sign in or refresh, and their live sessions end at once. */
  disabled: z.boolean(),
});
export type CompanyUser = z.infer<typeof companyUserSchema>;

/** GET /api/users[?company_id=]: admins get their company's users; super admins name the company. */
export const usersQuerySchema = z.object({ company_id: uuidSchema.optional() });
export type UsersQuery = z.infer<typeof usersQuerySchema>;
export const usersListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ users: z.array(companyUserSchema) }),
});
export type UsersListResponse = z.infer<typeof usersListResponseSchema>;

/** Roles that can be given from the user manager (superadmin only by a super admin). */
export const assignableRoleSchema = z.enum(['staff', 'admin', 'superadmin'], {
  error: 'Role must be staff, admin or superadmin',
});

/** POST /api/users: the new user gets an email to set their password. */
export const createUserRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email is too long')
    .pipe(z.email('Enter a valid email address'))
    .transform((value) => value.toLowerCase()),
  role: assignableRoleSchema,
  company_id: uuidSchema.optional(),
  name: plainText('Name').trim().max(200, 'Name is too long').optional(),
});
export type CreateUserRequest = z.infer<typeof createUserRequestSchema>;

/**
 * PUT /api/users: a new role, or `disabled` (true ends the user's sessions at once and keeps
 * them from signing in; false lets them back), or both. Either applies on the user's next request.
 */
export const updateUserRequestSchema = z
  .object({
    id: uuidSchema,
    role: assignableRoleSchema.optional(),
    disabled: z.boolean({ error: 'disabled must be true or false' }).optional(),
  })
  .refine((request) => request.role !== undefined || request.disabled !== undefined, 'Nothing to update: give a role or disabled');
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;

export const userResponseSchema = z.object({ success: z.literal(true), user: companyUserSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;

/** POST /api/users/{id}/reset-password */
export const userIdParamsSchema = z.object({ id: uuidSchema });
export type UserIdParams = z.infer<typeof userIdParamsSchema>;
export const resetUserPasswordRequestSchema = z.object({ email: z.string().trim().max(254).optional() });
export type ResetUserPasswordRequest = z.infer<typeof resetUserPasswordRequestSchema>;

/** POST /api/demo-data?companyId= (super admin) */
export const demoDataQuerySchema = z.object({ companyId: uuidSchema });
export type DemoDataQuery = z.infer<typeof demoDataQuerySchema>;
export const demoDataResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ customers: z.number().int(), groomers: z.number().int(), appointments: z.number().int() }),
});
export type DemoDataResult = z.infer<typeof demoDataResponseSchema>['data'];
