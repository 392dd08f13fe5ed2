import { z } from 'zod';
import { uuidSchema } from './companies';
import { plainText } from './fields';
import { SMS_BODY_MAX_LENGTH } from './sms';

/**
 * A campaign is `sending` from the moment it is created until every recipient has been
 * tried, then `sent` (or `failed` when no message could be handed to the provider).
 */
export const CAMPAIGN_STATUSES = ['draft', 'sending', 'sent', 'failed'] as const;
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

export const campaignSchema = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  status: campaignStatusSchema,
  /** When the last recipient was tried; null while sending ('Not sent'). */
  sent_at: z.string().nullable(),
  created_at: z.string(),
  recipient_count: z.number().int(),
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

const groupIds = z.array(uuidSchema).max(100, 'At most 100 groups').default([]);

/**
 * Who receives a campaign: every customer, the members of some groups, or the members of
 * the included groups that are in none of the excluded ones. Customers without a mobile
 * number, opted-out numbers and customers at the monthly marketing limit are left out.
 */
export const campaignAudienceSchema = z
  .object({
    mode: z.enum(['all', 'group', 'advanced'], { error: 'Recipients mode must be all, group or advanced' }),
    group_ids: groupIds,
    include_group_ids: groupIds,
    exclude_group_ids: groupIds,
  })
  .superRefine((audience, context) => {
    if (audience.mode === 'group' && audience.group_ids.length === 0) {
      context.addIssue({ code: 'custom', path: ['group_ids'], message: 'Choose at least one group' });
    }
    if (audience.mode === 'advanced' && audience.include_group_ids.length === 0) {
      context.addIssue({ code: 'custom', path: ['include_group_ids'], message: 'Choose at least one group to include' });
    }
  });
export type CampaignAudience = z.infer<typeof campaignAudienceSchema>;
export type CampaignAudienceInput = z.input<typeof campaignAudienceSchema>;

/** POST /api/campaigns: answered at once with the new campaign; sending goes on in the background. */
export const createCampaignRequestSchema = z.object({
  title: plainText('Title').trim().min(1, 'Title is required').max(200, 'Title is too long'),
  message: plainText('Message')
    .trim()
    .min(1, 'Message is required')
    .max(SMS_BODY_MAX_LENGTH, `Message is too long (at most ${SMS_BODY_MAX_LENGTH} characters)`),
  recipients: campaignAudienceSchema,
});
export type CreateCampaignRequest = z.input<typeof createCampaignRequestSchema>;
/** The request as the API has parsed it (groups defaulted to empty lists). */
export type CreateCampaignRequestBody = z.infer<typeof createCampaignRequestSchema>;
export const campaignResponseSchema = z.object({ success: z.literal(true), data: z.object({ campaign: campaignSchema }) });

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
