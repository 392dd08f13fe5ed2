import { z } from 'zod';
import { DOG_SIZES } from '@groombook/domain';
import { uuidSchema } from './companies';
import { calendarDateSchema, plainText } from './fields';

/** The most weeks "no visit in N weeks" takes: two years. */
export const NO_VISIT_MAX_WEEKS = 104;

/**
 * What an audience filter keeps, every part given applying (AND): customers with no visit in
 * `no_visit_weeks` weeks (their last appointment, not cancelled or a no-show, more than that
 * long ago, or none at all); customers with a visit from `visited_from` to `visited_to` (both
 * days included); customers with a dog of one of `dog_sizes`; customers with a dog whose breed
 * is `breed` (any case).
 */
export const audienceFilterRuleSchema = z
  .object({
    no_visit_weeks: z
      .number({ error: 'Weeks must be a number' })
      .int('Weeks must be a whole number')
      .min(1, 'Weeks must be at least 1')
      .max(NO_VISIT_MAX_WEEKS, `Weeks must be at most ${NO_VISIT_MAX_WEEKS}`)
      .nullish(),
    visited_from: calendarDateSchema.nullish(),
    visited_to: calendarDateSchema.nullish(),
    dog_sizes: z.array(z.enum(DOG_SIZES, { error: `Dog size must be ${DOG_SIZES.join(', ')}` })).max(DOG_SIZES.length).default([]),
    breed: plainText('Breed').trim().max(100, 'Breed is too long').nullish(),
  })
  .superRefine((rule, context) => {
    if ((rule.visited_from ?? null) === null !== ((rule.visited_to ?? null) === null)) {
      context.addIssue({ code: 'custom', path: ['visited_to'], message: 'A visit between two dates needs both dates' });
    }
    if (rule.visited_from && rule.visited_to && rule.visited_from > rule.visited_to) {
      context.addIssue({ code: 'custom', path: ['visited_to'], message: 'The second date must not be before the first' });
    }
    const empty = !rule.no_visit_weeks && !rule.visited_from && rule.dog_sizes.length === 0 && !rule.breed;
    if (empty) context.addIssue({ code: 'custom', message: 'Choose at least one rule for the filter' });
  });
export type AudienceFilterRule = z.infer<typeof audienceFilterRuleSchema>;
export type AudienceFilterRuleInput = z.input<typeof audienceFilterRuleSchema>;

export const audienceFilterSchema = z.object({
  id: z.string(),
  name: z.string(),
  rule: audienceFilterRuleSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type AudienceFilter = z.infer<typeof audienceFilterSchema>;

/** POST /api/audience-filters and PUT /api/audience-filters?id= */
export const saveAudienceFilterRequestSchema = z.object({
  name: plainText('Name').trim().min(1, 'Name is required').max(100, 'Name is too long'),
  rule: audienceFilterRuleSchema,
});
export type SaveAudienceFilterRequest = z.input<typeof saveAudienceFilterRequestSchema>;
export type SaveAudienceFilterBody = z.infer<typeof saveAudienceFilterRequestSchema>;

/** ?id= of PUT and DELETE /api/audience-filters. */
export const audienceFilterIdQuerySchema = z.object({ id: uuidSchema });
export type AudienceFilterIdQuery = z.infer<typeof audienceFilterIdQuerySchema>;

export const audienceFilterResponseSchema = z.object({ success: z.literal(true), data: z.object({ filter: audienceFilterSchema }) });
export const audienceFiltersListResponseSchema = z.object({ success: z.literal(true), data: z.array(audienceFilterSchema) });
