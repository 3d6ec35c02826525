import { z } from 'zod';
import { homeRowFiltersSchema } from '../catalog/home-rows.ts';
import { rowIdSchema } from '../common.ts';
import { plainTextSchema } from '../plain-text.ts';

/**
 * The operator's editor of the home page's rows (`/api/admin/home-rows`): the whole ordered list
 * is read and written at once. Rows come after the fixed first screen (slideshow and «تازه‌ها»);
 * see catalog/home-rows.ts for how the public page shows them.
 */

/** Persian sentences for each rule; the console shows them under the field. */
export const homeRowFieldMessages = {
  titleRequired: 'عنوان ردیف را بنویسید.',
  titleTooLong: 'عنوان ردیف نباید بیش از ۱۰۰ نویسه باشد.',
  kindInvalid: 'نوع ردیف باید فهرست، مجموعه، «به‌زودی» یا «ادامه‌ی تماشا» باشد.',
  rowsTooMany: 'صفحه‌ی اصلی حداکثر ۲۰ ردیف می‌تواند داشته باشد.',
  collectionRepeated: 'هر مجموعه فقط یک بار در صفحه‌ی اصلی می‌آید.',
  kindRepeated: 'ردیف «به‌زودی» و ردیف «ادامه‌ی تماشا» هر کدام فقط یک بار می‌آیند.',
} as const;

const m = homeRowFieldMessages;

export const HOME_ROWS_MAX = 20;
export const HOME_ROW_TITLE_MAX_LENGTH = 100;

const rowTitleSchema = plainTextSchema({ error: m.titleRequired })
  .trim()
  .min(1, m.titleRequired)
  .max(HOME_ROW_TITLE_MAX_LENGTH, m.titleTooLong);

/** One row as the operator writes it. A collection must exist (else 422). */
export const homeRowInputSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('listing'), titleFa: rowTitleSchema, filters: homeRowFiltersSchema }),
    z.strictObject({ kind: z.literal('collection'), collectionId: rowIdSchema }),
    z.strictObject({ kind: z.literal('coming-soon') }),
    z.strictObject({ kind: z.literal('continue-watching') }),
  ],
  { error: m.kindInvalid },
);
export type HomeRowInput = z.infer<typeof homeRowInputSchema>;

/** `PUT /api/admin/home-rows`: every row, in order (an empty list leaves only the first screen). */
export const setHomeRowsBodySchema = z
  .strictObject({ rows: z.array(homeRowInputSchema).max(HOME_ROWS_MAX, m.rowsTooMany) })
  .superRefine(({ rows }, context) => {
    const collections = new Set<number>();
    const kinds = new Set<string>();
    rows.forEach((row, index) => {
      if (row.kind === 'collection') {
        if (collections.has(row.collectionId))
          context.addIssue({
            code: 'custom',
            path: ['rows', index, 'collectionId'],
            message: m.collectionRepeated,
          });
        collections.add(row.collectionId);
      } else if (row.kind !== 'listing') {
        if (kinds.has(row.kind))
          context.addIssue({ code: 'custom', path: ['rows', index, 'kind'], message: m.kindRepeated });
        kinds.add(row.kind);
      }
    });
  });
export type SetHomeRowsBody = z.infer<typeof setHomeRowsBodySchema>;

/** A collection as a row shows it in the editor; `titlesCount` 0 means the public page skips it. */
export const adminHomeRowCollectionSchema = z
  .object({
    id: z.number().int(),
    nameFa: z.string(),
    slug: z.string(),
    path: z.string(),
    titlesCount: z.number().int(),
  })
  .meta({ id: 'AdminHomeRowCollection' });

/**
 * A stored row: what was written (so the editor can send the list back as it is) plus its id and,
 * for a collection, the collection's name.
 */
export const adminHomeRowSchema = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('listing'),
      id: z.number().int(),
      titleFa: z.string(),
      filters: homeRowFiltersSchema,
    }),
    z.object({
      kind: z.literal('collection'),
      id: z.number().int(),
      collectionId: z.number().int(),
      collection: adminHomeRowCollectionSchema,
    }),
    z.object({ kind: z.literal('coming-soon'), id: z.number().int() }),
    z.object({ kind: z.literal('continue-watching'), id: z.number().int() }),
  ])
  .meta({ id: 'AdminHomeRow' });
export type AdminHomeRow = z.infer<typeof adminHomeRowSchema>;

/** `GET` and `PUT /api/admin/home-rows` answer the whole list, in order. */
export const adminHomeRowsResponseSchema = z
  .object({ data: z.array(adminHomeRowSchema) })
  .meta({ id: 'AdminHomeRows' });
export type AdminHomeRowsResponse = z.infer<typeof adminHomeRowsResponseSchema>;
