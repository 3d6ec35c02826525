import { z } from 'zod';
import { titleOrders } from './catalog-queries.ts';
import { collectionSchema } from './collections.ts';

/**
 * The home page's rows below its first screen (`GET /api/home/rows`), in the operator's order.
 * The first screen itself (the slideshow and the «تازه‌ها» row) is fixed: the server embeds its
 * answers in the page (first-screen.ts). A continue-watching row is shown to signed-in users
 * only; at the head of the list it keeps its place above «تازه‌ها».
 */

export const homeRowKinds = ['listing', 'collection', 'coming-soon', 'continue-watching'] as const;
export const homeRowKindSchema = z.enum(homeRowKinds).meta({ id: 'HomeRowKind' });
export type HomeRowKind = z.infer<typeof homeRowKindSchema>;

/** Persian sentences for the listing filters' rules; the console shows them under the field. */
export const homeRowFilterMessages = {
  orderInvalid: 'ترتیب فهرست درست نیست.',
  typeInvalid: 'نوع عنوان‌ها باید «همه»، «فیلم» یا «سریال» باشد.',
  genreInvalid: 'ژانر را با نامک انگلیسی آن (مثل drama) بنویسید.',
  flagInvalid: 'این مقدار باید «بله» یا «خیر» باشد.',
  yearInvalid: 'سال را با رقم و میان ۱۸۷۰ تا ۲۱۰۰ بنویسید.',
  yearsOutOfOrder: 'سال پایانی نباید پیش از سال آغاز باشد.',
} as const;

const m = homeRowFilterMessages;

const yearSchema = z
  .number({ error: m.yearInvalid })
  .int(m.yearInvalid)
  .min(1870, m.yearInvalid)
  .max(2100, m.yearInvalid);

/**
 * What a listing row lists: the full listing's filters (`GET /api/titles/search`), named as its
 * query parameters, with JSON values. Left out means the listing's default (most voted, all types).
 */
export const homeRowFiltersSchema = z
  .strictObject({
    order_by: z.enum(titleOrders, { error: m.orderInvalid }).optional(),
    type: z.enum(['all', 'movie', 'series'], { error: m.typeInvalid }).optional(),
    /** A genre's slug (`drama`); the API checks it names a genre. */
    genre: z
      .string({ error: m.genreInvalid })
      .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, m.genreInvalid)
      .optional(),
    is_dubbed: z.boolean({ error: m.flagInvalid }).optional(),
    year_from: yearSchema.optional(),
    year_to: yearSchema.optional(),
  })
  .refine((filters) => !(filters.year_from && filters.year_to && filters.year_from > filters.year_to), {
    path: ['year_to'],
    message: m.yearsOutOfOrder,
  })
  .meta({ id: 'HomeRowFilters' });
export type HomeRowFilters = z.infer<typeof homeRowFiltersSchema>;

const rowId = z.number().int();

export const homeRowSchema = z
  .discriminatedUnion('kind', [
    z.strictObject({
      kind: z.literal('listing'),
      id: rowId,
      titleFa: z.string(),
      filters: homeRowFiltersSchema,
    }),
    /** A collection's row takes its collection's name; empty collections are left out. */
    z.strictObject({ kind: z.literal('collection'), id: rowId, collection: collectionSchema }),
    z.strictObject({ kind: z.literal('coming-soon'), id: rowId }),
    z.strictObject({ kind: z.literal('continue-watching'), id: rowId }),
  ])
  .meta({ id: 'HomeRow' });
export type HomeRow = z.infer<typeof homeRowSchema>;

export const homeRowsResponseSchema = z.object({ data: z.array(homeRowSchema) }).meta({ id: 'HomeRows' });
export type HomeRowsResponse = z.infer<typeof homeRowsResponseSchema>;
