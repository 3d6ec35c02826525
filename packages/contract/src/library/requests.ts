import { z } from 'zod';
import { filmYearSchema } from '../catalog/listing-years.ts';
import { titleTypeSchema } from '../catalog/title-result.ts';
import { errorBodySchema, paginationQuerySchema } from '../common.ts';
import { plainTextSchema } from '../plain-text.ts';

/**
 * Content requests of signed-in users (`POST /api/user/request`, `GET /api/user/requests`). The web
 * form validates with `titleRequestBodySchema` before sending; the API validates with it again.
 */

/** Persian sentences for each field rule; the web app shows them under the field. */
export const requestFieldMessages = {
  titleRequired: 'نام فیلم یا سریال را بنویسید.',
  titleTooShort: 'نام فیلم یا سریال باید دست‌کم ۲ نویسه باشد.',
  titleTooLong: 'نام فیلم یا سریال نباید بیش از ۲۰۰ نویسه باشد.',
  yearInvalid: 'سال ساخت را با رقم بنویسید: خورشیدی از ۱۳۰۰ یا میلادی از ۱۸۸۸، تا سال آینده.',
  imdbInvalid: 'نشانی IMDb باید شبیه https://www.imdb.com/title/tt0111161 یا شناسه‌ای مانند tt0111161 باشد.',
  typeRequired: 'فیلم یا سریال بودن آن را انتخاب کنید.',
  noteTooLong: 'توضیح نباید بیش از ۱٬۰۰۰ نویسه باشد.',
} as const;

const m = requestFieldMessages;

export const REQUEST_TITLE_MIN_LENGTH = 2;
export const REQUEST_TITLE_MAX_LENGTH = 200;
export const REQUEST_NOTE_MAX_LENGTH = 1000;
/** The first film (Roundhay Garden Scene) is from 1888. */
export const REQUEST_FIRST_YEAR = 1888;

/** An IMDb title page (desktop or mobile, any trailing path or query) or a bare `tt` id. */
const IMDB_REFERENCE = /^(?:https?:\/\/(?:www\.|m\.)?imdb\.com\/title\/)?(tt\d{7,10})(?:[/?#].*)?$/i;

/** The `tt` id inside an IMDb title URL or id, or the input unchanged when it holds none. */
export function imdbIdOf(value: string): string {
  const id = IMDB_REFERENCE.exec(value.trim())?.[1];
  return id ? id.toLowerCase() : value;
}

export const contentRequestTypeSchema = z.enum(titleTypeSchema.options, { error: m.typeRequired });

export const titleRequestBodySchema = z
  .strictObject({
    title: plainTextSchema({ error: m.titleRequired })
      .trim()
      .min(1, { error: m.titleRequired, abort: true })
      .min(REQUEST_TITLE_MIN_LENGTH, m.titleTooShort)
      .max(REQUEST_TITLE_MAX_LENGTH, m.titleTooLong),
    /**
     * Gregorian from 1888 or Solar Hijri, up to next year, checked when the request arrives (a
     * schema built in December stays right in January).
     */
    year: filmYearSchema({
      first: REQUEST_FIRST_YEAR,
      last: () => new Date().getFullYear() + 1,
      message: m.yearInvalid,
    }).optional(),
    /** An IMDb title URL or `tt` id; stored as the id. */
    imdbUrl: z
      .string({ error: m.imdbInvalid })
      .max(300, m.imdbInvalid)
      .overwrite(imdbIdOf)
      .regex(/^tt\d{7,10}$/, m.imdbInvalid)
      .optional(),
    type: contentRequestTypeSchema,
    /** Why, which version, anything the team should know. */
    note: plainTextSchema().trim().max(REQUEST_NOTE_MAX_LENGTH, m.noteTooLong).optional(),
  })
  .meta({ id: 'TitleRequestBody' });
export type TitleRequestBody = z.infer<typeof titleRequestBodySchema>;
export type TitleRequestInput = z.input<typeof titleRequestBodySchema>;

export const contentRequestStatuses = ['pending', 'accepted', 'added', 'rejected'] as const;
export const contentRequestStatusSchema = z.enum(contentRequestStatuses).meta({ id: 'ContentRequestStatus' });
export type ContentRequestStatus = z.infer<typeof contentRequestStatusSchema>;

/** A request as one of its subscribers sees it (the filer and everyone who asked for the same thing). */
export const contentRequestSchema = z
  .strictObject({
    id: z.number().int(),
    title: z.string(),
    type: titleTypeSchema,
    year: z.number().int().nullable(),
    imdbId: z.string().nullable(),
    /** The caller's own note; null on a request another user filed. */
    note: z.string().nullable(),
    status: contentRequestStatusSchema,
    /** The team's answer; always present once rejected. */
    reply: z.string().nullable(),
    /** The title page in the catalogue once the request is added: `/titles/{id}/{slug}`. */
    titlePath: z.string().nullable(),
    /** How many users asked for it, the caller included. */
    requesters: z.number().int().min(1),
    createdAt: z.iso.datetime({ offset: true }),
    updatedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'ContentRequest' });
export type ContentRequest = z.infer<typeof contentRequestSchema>;

export const contentRequestsQuerySchema = paginationQuerySchema.extend({
  status: contentRequestStatusSchema.optional(),
});

/** 409 when the IMDb id is already in the catalogue: the message and where the title is. */
export const requestInCatalogueSchema = errorBodySchema
  .extend({ titlePath: z.string() })
  .meta({ id: 'RequestInCatalogue' });
export type RequestInCatalogue = z.infer<typeof requestInCatalogueSchema>;
