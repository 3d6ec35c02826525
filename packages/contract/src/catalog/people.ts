import { z } from 'zod';
import { paginationMetaSchema } from '../common.ts';
import { filmographyRoleSchema } from './catalog-queries.ts';
import { titleRefSchema, titleResultSchema } from './title-result.ts';

/**
 * The role a person is known for: the one they have the most credits in, ties to the role listed
 * first (actor, director, writer, …). Their page is filed under it: `/people/{job}/{id}/{slug}`.
 */
export const personJobSchema = filmographyRoleSchema;

/**
 * A person search result: exactly these fields. `bestStarred` / `bestDirected` are their
 * most-voted title as an actor and as a director.
 */
export const personResultSchema = z
  .strictObject({
    id: z.number().int(),
    /** Web route of the person page: `/people/{job}/{id}/{slug}`. */
    path: z.string(),
    image: z.string().nullable(),
    fullnameEn: z.string(),
    fullnameFa: z.string().nullable(),
    job: personJobSchema,
    bestStarred: titleRefSchema.nullable(),
    bestDirected: titleRefSchema.nullable(),
  })
  .meta({ id: 'PersonResult' });
export type PersonResult = z.infer<typeof personResultSchema>;

export const filmographyEntrySchema = z
  .strictObject({
    role: filmographyRoleSchema,
    character: z.string().nullable(),
    title: titleResultSchema,
  })
  .meta({ id: 'FilmographyEntry' });

/** `GET /api/people/{id}`: the person, how many credits they have per role, and one page of one role. */
export const personDetailSchema = z
  .strictObject({
    id: z.number().int(),
    slug: z.string(),
    path: z.string(),
    fullnameEn: z.string(),
    fullnameFa: z.string().nullable(),
    image: z.string().nullable(),
    birthDate: z.iso.date().nullable(),
    deathDate: z.iso.date().nullable(),
    bioFa: z.string().nullable(),
    bioEn: z.string().nullable(),
    imdbId: z.string().nullable(),
    job: personJobSchema,
    bestStarred: titleRefSchema.nullable(),
    bestDirected: titleRefSchema.nullable(),
    /** Every role the person has credits in, with the count, most credits first. */
    roles: z.array(z.strictObject({ role: filmographyRoleSchema, count: z.number().int() })),
    filmography: z.strictObject({
      role: filmographyRoleSchema,
      orderBy: z.enum(['year', 'votes']),
      data: z.array(filmographyEntrySchema),
      meta: paginationMetaSchema,
    }),
  })
  .meta({ id: 'PersonDetail' });
export type PersonDetail = z.infer<typeof personDetailSchema>;
