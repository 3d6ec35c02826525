import { z } from 'zod';
import { collectionSchema } from '../catalog/collections.ts';
import { titleResultSchema } from '../catalog/title-result.ts';
import { rowIdSchema } from '../common.ts';
import { plainTextSchema } from '../plain-text.ts';

/**
 * The operator's collections (`/api/admin/collections`): create, edit, delete, and set a
 * collection's titles in order. Changes show in the public `/api/collections/*` answers at once.
 */

/** Persian sentences for each field rule; the console shows them under the field. */
export const collectionFieldMessages = {
  nameFaRequired: 'نام فارسی مجموعه را بنویسید.',
  nameTooLong: 'نام نباید بیش از ۲۰۰ نویسه باشد.',
  descriptionTooLong: 'توضیح نباید بیش از ۲٬۰۰۰ نویسه باشد.',
  coverUrlInvalid: 'نشانی تصویر باید با http:// یا https:// آغاز شود و بیش از ۲٬۰۰۰ نویسه نباشد.',
  slugInvalid:
    'نامک (slug) فقط حروف کوچک انگلیسی، رقم و خط تیره می‌پذیرد، با حرف یا رقم آغاز می‌شود و حداکثر ۸۰ نویسه است.',
  nothingToChange: 'هیچ فیلدی برای تغییر فرستاده نشده است.',
  titlesTooMany: 'یک مجموعه حداکثر ۵۰۰ عنوان می‌تواند داشته باشد.',
  titlesRepeated: 'هر عنوان فقط یک بار در مجموعه می‌آید؛ عنوان تکراری را بردارید.',
} as const;

const m = collectionFieldMessages;

export const COLLECTION_NAME_MAX_LENGTH = 200;
export const COLLECTION_DESCRIPTION_MAX_LENGTH = 2000;
export const COLLECTION_SLUG_MAX_LENGTH = 80;
export const COLLECTION_MAX_TITLES = 500;

/** Optional text: trimmed, control characters dropped; empty (or null) clears it. */
const clearableText = (max: number, tooLong: string) =>
  plainTextSchema()
    .trim()
    .max(max, tooLong)
    .transform((value) => (value === '' ? null : value))
    .nullable();

const nameFaSchema = plainTextSchema({ error: m.nameFaRequired })
  .trim()
  .min(1, m.nameFaRequired)
  .max(COLLECTION_NAME_MAX_LENGTH, m.nameTooLong);

/** A picture's address on the web; the image pipeline fetches and stores it. Empty clears it. */
const coverUrlSchema = z
  .string({ error: m.coverUrlInvalid })
  .trim()
  .max(2000, m.coverUrlInvalid)
  .pipe(z.union([z.literal(''), z.url({ protocol: /^https?$/, error: m.coverUrlInvalid })]))
  .transform((value) => (value === '' ? null : value))
  .nullable();

/** The collection's address part (`/collections/{id}/{slug}`); also how the API finds it by name. */
const slugSchema = z
  .string({ error: m.slugInvalid })
  .trim()
  .regex(new RegExp(`^[a-z0-9][a-z0-9-]{0,${COLLECTION_SLUG_MAX_LENGTH - 1}}$`), m.slugInvalid)
  // All digits would read as an id in `/api/collections/{id or slug}`.
  .refine((value) => !/^\d+$/.test(value), m.slugInvalid);

const collectionFields = {
  nameFa: nameFaSchema,
  nameEn: clearableText(COLLECTION_NAME_MAX_LENGTH, m.nameTooLong).optional(),
  description: clearableText(COLLECTION_DESCRIPTION_MAX_LENGTH, m.descriptionTooLong).optional(),
  coverUrl: coverUrlSchema.optional(),
  /** Left out on creation: made from the English name (or `collection-{id}` without one). */
  slug: slugSchema.optional(),
};

/** `POST /api/admin/collections`. A slug another collection has answers 409. */
export const createCollectionBodySchema = z.strictObject(collectionFields);
export type CreateCollectionBody = z.infer<typeof createCollectionBodySchema>;

/** `PATCH /api/admin/collections/{id}`: only the fields sent change; the slug stays unless sent. */
export const updateCollectionBodySchema = z
  .strictObject({ ...collectionFields, nameFa: nameFaSchema.optional() })
  .refine((body) => Object.values(body).some((value) => value !== undefined), m.nothingToChange);
export type UpdateCollectionBody = z.infer<typeof updateCollectionBodySchema>;

/** `PUT /api/admin/collections/{id}/titles`: every title of the collection, in order. */
export const setCollectionTitlesBodySchema = z.strictObject({
  titleIds: z
    .array(rowIdSchema)
    .max(COLLECTION_MAX_TITLES, m.titlesTooMany)
    .refine((ids) => new Set(ids).size === ids.length, m.titlesRepeated),
});
export type SetCollectionTitlesBody = z.infer<typeof setCollectionTitlesBodySchema>;

/** A collection as the operator sees it: the public fields plus the cover's source address. */
export const adminCollectionSchema = collectionSchema
  .extend({
    /** Where the cover is fetched from (editable); `cover` is the stored copy, null until fetched. */
    coverUrl: z.string().nullable(),
    createdAt: z.iso.datetime({ offset: true }),
    updatedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'AdminCollection' });
export type AdminCollection = z.infer<typeof adminCollectionSchema>;

/** `GET /api/admin/collections/{id}`: the collection with every title, in order. */
export const adminCollectionDetailSchema = adminCollectionSchema
  .extend({ titles: z.array(titleResultSchema) })
  .meta({ id: 'AdminCollectionDetail' });
export type AdminCollectionDetail = z.infer<typeof adminCollectionDetailSchema>;
