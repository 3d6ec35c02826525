import { z } from 'zod';
import { paginationQuerySchema } from '../common.ts';
import { plainTextSchema } from '../plain-text.ts';

/**
 * Searches that found nothing (`/api/admin/search-misses`): the results page's queries no title
 * matched even forgivingly, by normalised text, with how often and when they were searched, so
 * operators see what to add or request. Nothing names who searched.
 */

/** Persian sentences for each field rule; the console shows them under the field. */
export const adminSearchMissFieldMessages = {
  queryTooLong: 'عبارت جست‌وجو نباید بیش از ۱۰۰ نویسه باشد.',
} as const;

export const searchMissOrders = ['count', 'last-seen'] as const;
export const searchMissOrderSchema = z.enum(searchMissOrders);
export type SearchMissOrder = z.infer<typeof searchMissOrderSchema>;

export const adminSearchMissesQuerySchema = paginationQuerySchema.extend({
  /** Part of the missed text, matched after the search's own normalisation; empty means all. */
  q: plainTextSchema().trim().max(100, adminSearchMissFieldMessages.queryTooLong).optional(),
  /** Most searched first (ties: most recent), or most recently searched first. */
  order: searchMissOrderSchema.default('count'),
});
export type AdminSearchMissesQuery = z.infer<typeof adminSearchMissesQuerySchema>;

export const adminSearchMissSchema = z
  .object({
    id: z.number().int(),
    /** The query as the search matched it: normalised (letter forms, digits, case, spacing). */
    text: z.string(),
    count: z.number().int().min(1),
    firstSeenAt: z.iso.datetime({ offset: true }),
    lastSeenAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'AdminSearchMiss' });
export type AdminSearchMiss = z.infer<typeof adminSearchMissSchema>;
