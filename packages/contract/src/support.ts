import { z } from 'zod';
import { emailSchema, nameSchema } from './auth.ts';
import { filmYearSchema } from './catalog/listing-years.ts';
import { titleTypeSchema } from './catalog/title-result.ts';
import { plainTextSchema } from './plain-text.ts';

/**
 * `POST /api/support/messages`: what the contact page sends. A visitor writes either a support
 * message (subject and text) or a content request (the film or series they want added, with an
 * optional note). The web form validates with these schemas before sending; the API validates
 * again with the same ones.
 */

export const supportMessageKinds = ['support', 'content-request'] as const;
export const supportMessageKindSchema = z.enum(supportMessageKinds).meta({ id: 'SupportMessageKind' });
export type SupportMessageKind = z.infer<typeof supportMessageKindSchema>;

/** Persian sentences for each field rule; the web app shows them under the field. */
export const supportFieldMessages = {
  kindInvalid: 'نوع پیام را انتخاب کنید.',
  subjectRequired: 'موضوع پیام را بنویسید.',
  subjectTooShort: 'موضوع باید دست‌کم ۳ نویسه باشد.',
  subjectTooLong: 'موضوع نباید بیش از ۱۲۰ نویسه باشد.',
  bodyRequired: 'متن پیام را بنویسید.',
  bodyTooShort: 'متن پیام باید دست‌کم ۱۰ نویسه باشد.',
  bodyTooLong: 'متن پیام نباید بیش از ۲٬۰۰۰ نویسه باشد.',
  titleRequired: 'نام فیلم یا سریال را بنویسید.',
  titleTooLong: 'نام فیلم یا سریال نباید بیش از ۲۰۰ نویسه باشد.',
  yearInvalid: 'سال ساخت را با رقم بنویسید: خورشیدی میان ۱۳۰۰ تا ۱۴۲۰ یا میلادی میان ۱۸۷۰ تا ۲۱۰۰.',
  imdbUrlInvalid: 'نشانی IMDb باید شبیه https://www.imdb.com/title/tt0111161 باشد.',
  typeRequired: 'فیلم یا سریال بودن آن را انتخاب کنید.',
} as const;

const m = supportFieldMessages;

export const SUPPORT_BODY_MAX_LENGTH = 2000;
export const SUPPORT_SUBJECT_MAX_LENGTH = 120;
export const REQUESTED_TITLE_MAX_LENGTH = 200;

const text = (required: string) => plainTextSchema({ error: required }).trim();

const subjectSchema = text(m.subjectRequired)
  .min(1, { error: m.subjectRequired, abort: true })
  .min(3, m.subjectTooShort)
  .max(SUPPORT_SUBJECT_MAX_LENGTH, m.subjectTooLong);

const messageBodySchema = text(m.bodyRequired)
  .min(1, { error: m.bodyRequired, abort: true })
  .min(10, m.bodyTooShort)
  .max(SUPPORT_BODY_MAX_LENGTH, m.bodyTooLong);

/** IMDb title pages, desktop or mobile, with or without a trailing path or query. */
export const IMDB_TITLE_URL = /^https?:\/\/(?:www\.|m\.)?imdb\.com\/title\/tt\d{7,10}(?:[/?#].*)?$/i;

export const supportRequestBodySchema = z
  .object({
    kind: z.literal('support', { error: m.kindInvalid }),
    name: nameSchema,
    email: emailSchema,
    subject: subjectSchema,
    body: messageBodySchema,
  })
  .meta({ id: 'SupportRequestBody' });

export const contentRequestBodySchema = z
  .object({
    kind: z.literal('content-request', { error: m.kindInvalid }),
    name: nameSchema,
    email: emailSchema,
    title: text(m.titleRequired).min(1, m.titleRequired).max(REQUESTED_TITLE_MAX_LENGTH, m.titleTooLong),
    type: z.enum(titleTypeSchema.options, { error: m.typeRequired }),
    /** Gregorian or Solar Hijri, stored Gregorian as a request's year is. */
    year: filmYearSchema({ first: 1870, last: () => 2100, message: m.yearInvalid }).optional(),
    imdbUrl: z
      .string({ error: m.imdbUrlInvalid })
      .trim()
      .max(300, m.imdbUrlInvalid)
      .regex(IMDB_TITLE_URL, m.imdbUrlInvalid)
      .optional(),
    /** An optional note: why, which version, anything the team should know. */
    body: text(m.bodyRequired).max(SUPPORT_BODY_MAX_LENGTH, m.bodyTooLong).optional(),
  })
  .meta({ id: 'ContentRequestBody' });

export const supportMessageBodySchema = z
  .discriminatedUnion('kind', [supportRequestBodySchema, contentRequestBodySchema], {
    error: m.kindInvalid,
  })
  .meta({ id: 'SupportMessageBody' });
export type SupportMessageBody = z.infer<typeof supportMessageBodySchema>;
export type SupportMessageInput = z.input<typeof supportMessageBodySchema>;

/** `201` answer: the stored message's id, so the visitor can quote it. */
export const supportMessageCreatedSchema = z
  .object({
    id: z.number().int(),
    kind: supportMessageKindSchema,
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'SupportMessageCreated' });
export type SupportMessageCreated = z.infer<typeof supportMessageCreatedSchema>;
