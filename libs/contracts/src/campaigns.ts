import { z } from 'zod';
import { audienceFilterRuleSchema } from './audience-filters';
import { uuidSchema } from './companies';
import { calendarDateSchema, plainText } from './fields';
import { messageTemplateSchema } from './message-templates';

/**
 * A campaign is a `draft` (saved, edited, sent later), `scheduled` (leaves at `scheduled_at`),
 * then `sending` from the moment it leaves until every recipient has been tried, then `sent`
 * (or `failed` when no message could be handed to the provider).
 */
export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'sent', 'failed'] as const;
export const campaignStatusSchema = z.enum(CAMPAIGN_STATUSES);
export type CampaignStatus = z.infer<typeof campaignStatusSchema>;

export const DELIVERY_STATUSES = ['pending', 'sent', 'delivered', 'failed'] as const;
export const deliveryStatusSchema = z.enum(DELIVERY_STATUSES);
export type DeliveryStatus = z.infer<typeof deliveryStatusSchema>;

/** How many recipients are in each delivery state: what the progress bar shows. */
export const campaignProgressSchema = z.object({
  pending: z.number().int(),
  sent: z.number().int(),
  delivered: z.number().int(),
  failed: z.number().int(),
});
export type CampaignProgress = z.infer<typeof campaignProgressSchema>;

const groupIds = z.array(uuidSchema).max(100, 'At most 100 groups').default([]);

/**
 * Who receives a campaign: every customer, the members of some groups, or the members of
 * the included groups that are in none of the excluded ones. Customers without a mobile
 * number, opted-out numbers and customers at the monthly marketing limit are left out.
 */
export const campaignAudienceSchema = z
  .object({
    mode: z.enum(['all', 'group', 'advanced', 'filter'], { error: 'Recipients mode must be all, group, advanced or filter' }),
    group_ids: groupIds,
    include_group_ids: groupIds,
    exclude_group_ids: groupIds,
    /** mode `filter`: a saved filter, or `filter`, one written in the form. */
    filter_id: uuidSchema.nullish(),
    filter: audienceFilterRuleSchema.nullish(),
  })
  .superRefine((audience, context) => {
    if (audience.mode === 'group' && audience.group_ids.length === 0) {
      context.addIssue({ code: 'custom', path: ['group_ids'], message: 'Choose at least one group' });
    }
    if (audience.mode === 'advanced' && audience.include_group_ids.length === 0) {
      context.addIssue({ code: 'custom', path: ['include_group_ids'], message: 'Choose at least one group to include' });
    }
    if (audience.mode === 'filter' && !audience.filter_id && !audience.filter) {
      context.addIssue({ code: 'custom', path: ['filter_id'], message: 'Choose a saved filter' });
    }
  });
export type CampaignAudience = z.infer<typeof campaignAudienceSchema>;
export type CampaignAudienceInput = z.input<typeof campaignAudienceSchema>;

export const campaignSchema = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  status: campaignStatusSchema,
  /** When the last recipient was tried; null while sending ('Not sent'). */
  sent_at: z.string().nullable(),
  created_at: z.string(),
  recipient_count: z.number().int(),
  /** When a scheduled campaign leaves (an instant); null for any other. */
  scheduled_at: z.string().nullable(),
  /** Who it goes to, as the form chose it (what a draft reopens with). */
  audience: campaignAudienceSchema,
  /** Messages held for the marketing window: until when, and how many; null when none waits. */
  waiting: z.object({ reason: z.literal('quiet_hours'), until: z.string(), count: z.number().int() }).nullable(),
  /** The salon's time zone, in which `scheduled_at` and `waiting.until` are shown. */
  time_zone: z.string(),
  /**
   * Recipients by delivery: always in the details and while sending; null in the list for a
   * campaign that has finished (the list would otherwise count every recipient of every campaign).
   */
  progress: campaignProgressSchema.nullable(),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignRecipientSchema = z.object({
  id: z.string(),
  customer_id: z.string().nullable(),
  customer_name: z.string().nullable(),
  phone_number: z.string(),
  delivery_status: deliveryStatusSchema,
  /** Why the message to this recipient failed, when it did. */
  failure_reason: z.string().nullable(),
  sent_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
});
export type CampaignRecipient = z.infer<typeof campaignRecipientSchema>;


/** A campaign's message may be longer than a reminder: at most this many SMS segments once filled in. */
export const CAMPAIGN_MAX_SEGMENTS = 10;

/** A date and time in the salon's time zone: when a scheduled campaign leaves. */
export const campaignSendAtSchema = z.object({
  date: calendarDateSchema,
  time: z.string({ error: 'Time is required' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time is written HH:MM'),
});
export type CampaignSendAt = z.infer<typeof campaignSendAtSchema>;

const campaignFields = {
  title: plainText('Title').trim().min(1, 'Title is required').max(200, 'Title is too long'),
  /** A template: its fields are filled per recipient. */
  message: messageTemplateSchema('Message', CAMPAIGN_MAX_SEGMENTS),
  recipients: campaignAudienceSchema,
  send_at: campaignSendAtSchema.nullish(),
};
const needsSendAt = (body: { send: string; send_at?: CampaignSendAt | null }, context: z.RefinementCtx) => {
  if (body.send === 'schedule' && !body.send_at) context.addIssue({ code: 'custom', path: ['send_at'], message: 'Choose a date and time to send' });
};

/**
 * POST /api/campaigns: `send` 'now' (the default) answers at once with the campaign sending in
 * the background; 'draft' saves it; 'schedule' saves it to leave at `send_at` (salon time).
 */
export const createCampaignRequestSchema = z
  .object({ ...campaignFields, send: z.enum(['now', 'draft', 'schedule'], { error: 'Send must be now, draft or schedule' }).default('now') })
  .superRefine(needsSendAt);
export type CreateCampaignRequest = z.input<typeof createCampaignRequestSchema>;
/** The request as the API has parsed it (groups defaulted to empty lists). */
export type CreateCampaignRequestBody = z.infer<typeof createCampaignRequestSchema>;
export const campaignResponseSchema = z.object({ success: z.literal(true), data: z.object({ campaign: campaignSchema }) });

/** DELETE /api/campaigns?id=: the draft or scheduled campaign is gone. */
export const campaignDeletedResponseSchema = z.object({ success: z.literal(true) });

/** PUT /api/campaigns?id=: a draft or scheduled campaign edited, kept as a draft, scheduled, or sent now as edited. */
export const updateCampaignRequestSchema = z
  .object({ ...campaignFields, send: z.enum(['now', 'draft', 'schedule'], { error: 'Send must be now, draft or schedule' }) })
  .superRefine(needsSendAt);
export type UpdateCampaignRequest = z.input<typeof updateCampaignRequestSchema>;
export type UpdateCampaignRequestBody = z.infer<typeof updateCampaignRequestSchema>;

/** ?id= of PUT, DELETE /api/campaigns and POST /api/campaigns/send. */
export const campaignIdQuerySchema = z.object({ id: uuidSchema });
export type CampaignIdQuery = z.infer<typeof campaignIdQuerySchema>;

/** POST /api/campaigns/recipient-count: how many customers a campaign to this audience would reach now. */
export const campaignRecipientCountRequestSchema = z.object({ recipients: campaignAudienceSchema });
export type CampaignRecipientCountRequest = z.infer<typeof campaignRecipientCountRequestSchema>;
export const campaignRecipientCountResponseSchema = z.object({ success: z.literal(true), data: z.object({ count: z.number().int() }) });

/** GET /api/campaigns (newest first) and GET /api/campaigns?id= */
export const campaignsQuerySchema = z.object({ id: uuidSchema.optional() });
export type CampaignsQuery = z.infer<typeof campaignsQuerySchema>;
export const campaignsListResponseSchema = z.object({ success: z.literal(true), data: z.array(campaignSchema) });
export const campaignDetailResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ campaign: campaignSchema, recipients: z.array(campaignRecipientSchema) }),
});
export type CampaignDetail = z.infer<typeof campaignDetailResponseSchema>['data'];
