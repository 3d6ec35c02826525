import { z } from 'zod';
import { titleTypeSchema } from '../catalog/title-result.ts';
import { paginationQuerySchema, rowIdSchema } from '../common.ts';
import { contentRequestStatusSchema, REQUEST_NOTE_MAX_LENGTH } from '../library/requests.ts';
import { plainTextSchema } from '../plain-text.ts';

/**
 * The operator's queue of content requests (`/api/admin/requests`): every request with who asked,
 * and the three answers (accept, reject, mark added) that notify every requester.
 */

/** Persian sentences for each field rule; the console shows them under the field. */
export const adminRequestFieldMessages = {
  replyRequired: 'پاسخ به درخواست‌کنندگان را بنویسید.',
  replyTooLong: 'پاسخ نباید بیش از ۱٬۰۰۰ نویسه باشد.',
  queryTooLong: 'عبارت جست‌وجو نباید بیش از ۲۰۰ نویسه باشد.',
} as const;

const m = adminRequestFieldMessages;

export const adminRequestSorts = ['newest', 'most-requested'] as const;
export const adminRequestSortSchema = z.enum(adminRequestSorts);
export type AdminRequestSort = z.infer<typeof adminRequestSortSchema>;

export const adminRequestsQuerySchema = paginationQuerySchema.extend({
  status: contentRequestStatusSchema.optional(),
  type: titleTypeSchema.optional(),
  /** Part of the requested title, or an IMDb id (`tt0111161`); empty means no search. */
  q: plainTextSchema().trim().max(200, m.queryTooLong).optional(),
  sort: adminRequestSortSchema.default('newest'),
});
export type AdminRequestsQuery = z.infer<typeof adminRequestsQuerySchema>;

export const adminRequesterSchema = z
  .object({ id: z.number().int(), name: z.string(), email: z.string().nullable() })
  .meta({ id: 'AdminRequester' });

/** A request as the operator sees it: the note and the first requester's name and address. */
export const adminContentRequestSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    type: titleTypeSchema,
    year: z.number().int().nullable(),
    imdbId: z.string().nullable(),
    /** The first requester's note. */
    note: z.string().nullable(),
    status: contentRequestStatusSchema,
    reply: z.string().nullable(),
    /** Once added: the title's id and page (`/titles/{id}/{slug}`). */
    addedTitleId: z.number().int().nullable(),
    titlePath: z.string().nullable(),
    /** How many users asked for it (the first requester and everyone who joined). */
    requesters: z.number().int().min(0),
    /** Who filed it (null once every requester's account is gone). */
    firstRequester: adminRequesterSchema.nullable(),
    createdAt: z.iso.datetime({ offset: true }),
    updatedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'AdminContentRequest' });
export type AdminContentRequest = z.infer<typeof adminContentRequestSchema>;

const replySchema = plainTextSchema({ error: m.replyRequired })
  .trim()
  .max(REQUEST_NOTE_MAX_LENGTH, m.replyTooLong);

/** `POST /api/admin/requests/{id}/accept`: pending → accepted; the reply goes into the notification. */
export const acceptRequestBodySchema = z
  .strictObject({ reply: replySchema.optional() })
  .meta({ id: 'AcceptRequestBody' });
export type AcceptRequestBody = z.infer<typeof acceptRequestBodySchema>;

/** `POST /api/admin/requests/{id}/reject`: an open request → rejected, always saying why. */
export const rejectRequestBodySchema = z
  .strictObject({ reply: replySchema.min(1, m.replyRequired) })
  .meta({ id: 'RejectRequestBody' });
export type RejectRequestBody = z.infer<typeof rejectRequestBodySchema>;

/** `POST /api/admin/requests/{id}/added`: an open request → added, linked to the title. */
export const markRequestAddedBodySchema = z
  .strictObject({ titleId: rowIdSchema, reply: replySchema.optional() })
  .meta({ id: 'MarkRequestAddedBody' });
export type MarkRequestAddedBody = z.infer<typeof markRequestAddedBodySchema>;
