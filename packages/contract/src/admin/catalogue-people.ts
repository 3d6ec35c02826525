import { z } from 'zod';
import { paginationQuerySchema } from '../common.ts';
import { plainTextSchema } from '../plain-text.ts';
import {
  clearableText,
  hasChange,
  ifUpdatedAtSchema,
  imageUrlSchema,
  personDateSchema,
  requiredText,
  versionSchema,
} from './catalogue-field-rules.ts';
import {
  CATALOGUE_BIO_MAX_LENGTH,
  CATALOGUE_NAME_MAX_LENGTH,
  catalogueFieldMessages,
  personEditableFieldSchema,
  personEditableFields,
} from './catalogue-fields.ts';

/** The catalogue editor's people: the list, a person's page and its edit (fields: catalogue-fields.ts). */

const m = catalogueFieldMessages;

/** `GET /api/admin/people`: by Persian or English name, id or IMDb id (`nm0000093`). */
export const adminPeopleQuerySchema = paginationQuerySchema.extend({
  q: plainTextSchema().trim().max(200, m.queryTooLong).optional(),
});
export type AdminPeopleQuery = z.infer<typeof adminPeopleQuerySchema>;

export const adminPersonRowSchema = z
  .object({
    id: z.number().int(),
    fullnameEn: z.string(),
    fullnameFa: z.string().nullable(),
    imdbId: z.string().nullable(),
    /** The stored photo (a Pardeh path), null until the image pipeline has it. */
    image: z.string().nullable(),
    /** The public page: `/people/{job}/{id}/{slug}`. */
    path: z.string(),
    updatedAt: versionSchema,
  })
  .meta({ id: 'AdminPersonRow' });
export type AdminPersonRow = z.infer<typeof adminPersonRowSchema>;

export const adminPersonDetailSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    path: z.string(),
    imdbId: z.string().nullable(),
    fullnameEn: z.string(),
    fullnameFa: z.string().nullable(),
    bioFa: z.string().nullable(),
    bioEn: z.string().nullable(),
    /** The photo's source address (editable) and the stored copy (null until fetched). */
    imageUrl: z.string().nullable(),
    image: z.string().nullable(),
    birthDate: z.iso.date().nullable(),
    deathDate: z.iso.date().nullable(),
    lockedFields: z.array(personEditableFieldSchema),
    createdAt: versionSchema,
    /** The version: send it back as `ifUpdatedAt` when editing. */
    updatedAt: versionSchema,
  })
  .meta({ id: 'AdminPersonDetail' });
export type AdminPersonDetail = z.infer<typeof adminPersonDetailSchema>;

/** `PATCH /api/admin/people/{id}`: any of the fields; null or an empty text clears one. */
export const adminPersonPatchSchema = z
  .strictObject({
    ifUpdatedAt: ifUpdatedAtSchema,
    fullnameFa: clearableText(CATALOGUE_NAME_MAX_LENGTH, m.nameTooLong).optional(),
    fullnameEn: requiredText(m.fullnameEnRequired).optional(),
    bioFa: clearableText(CATALOGUE_BIO_MAX_LENGTH, m.bioTooLong).optional(),
    bioEn: clearableText(CATALOGUE_BIO_MAX_LENGTH, m.bioTooLong).optional(),
    imageUrl: imageUrlSchema.optional(),
    birthDate: personDateSchema.optional(),
    deathDate: personDateSchema.optional(),
    unlock: z.array(personEditableFieldSchema).max(personEditableFields.length).optional(),
  })
  .refine(hasChange, m.nothingToChange)
  .refine((body) => !(body.birthDate && body.deathDate && body.deathDate < body.birthDate), {
    path: ['deathDate'],
    message: m.deathBeforeBirth,
  })
  .meta({ id: 'AdminPersonPatch' });
export type AdminPersonPatch = z.infer<typeof adminPersonPatchSchema>;
export type AdminPersonPatchInput = z.input<typeof adminPersonPatchSchema>;
