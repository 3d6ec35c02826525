import { z } from 'zod';
import { invalidIdMessage, MAX_ROW_ID, paginationQuerySchema } from '../common.ts';
import { plainTextSchema } from '../plain-text.ts';
import { listingYearSchema } from './listing-years.ts';

/**
 * Query parameters of the catalogue calls. Listing filters carry no defaults here: the search call
 * tells a dropdown query from a full listing by which parameters were sent, and the API applies
 * the defaults (`order_by=votes`, `type=all`, `page=1`, `per_page=20`).
 */

export const titleOrders = ['votes', 'rating', 'year', 'newest', 'title'] as const;
export type TitleOrder = (typeof titleOrders)[number];

const flagSchema = z
  .enum(['1', '0', 'true', 'false'])
  .transform((value) => value === '1' || value === 'true');

/**
 * An id or a slug: all digits is an id (bounded like every row id, so it never reaches the
 * database out of `integer`'s range), anything else a lower-case slug.
 */
const idOrSlugSchema = (maxSlugLength: number) =>
  z
    .string()
    .regex(new RegExp(`^(?:\\d{1,10}|[a-z0-9][a-z0-9-]{0,${maxSlugLength - 1}})$`))
    .refine((value) => !/^\d+$/.test(value) || (Number(value) >= 1 && Number(value) <= MAX_ROW_ID), {
      error: invalidIdMessage,
    });

/** A genre is named by its numeric id or its slug (`drama`, `science-fiction`). */
export const genreParamSchema = idOrSlugSchema(64).meta({ description: 'genre id or slug' });

/**
 * `as_typed=1`: search the text only as typed, without the other keyboard layout, the phonetic
 * key or typo matching (the «search for what I typed» link under a correction).
 */
const asTypedSchema = flagSchema.optional();

/** What people type into a search box: any text, control characters dropped (plain-text.ts). */
const searchTextSchema = plainTextSchema();

export const titleListingFiltersSchema = z.object({
  order_by: z.enum(titleOrders).optional(),
  type: z.enum(['all', 'movie', 'series']).optional(),
  q: searchTextSchema.optional(),
  is_dubbed: flagSchema.optional(),
  genre: genreParamSchema.optional(),
  year_from: listingYearSchema('from').optional(),
  year_to: listingYearSchema('to').optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  per_page: z.coerce.number().int().min(1).max(50).optional(),
});
export type TitleListingFilters = z.infer<typeof titleListingFiltersSchema>;

/**
 * `GET /api/titles/search`: with only `query`, the dropdown (`{data}`, at most 10 results); with
 * `resource=titles` or any listing filter, the paginated full listing (`{data, meta}`).
 * Any text is accepted as `query`: the API normalizes it and uses its first 100 characters.
 */
export const titleSearchQuerySchema = titleListingFiltersSchema
  .extend({
    query: searchTextSchema.optional(),
    resource: z.enum(['titles']).optional(),
    as_typed: asTypedSchema,
  })
  .refine((query) => !(query.year_from && query.year_to && query.year_from > query.year_to), {
    path: ['year_to'],
    message: 'سال پایانی نباید پیش از سال آغاز باشد.',
  });
export type TitleSearchQuery = z.infer<typeof titleSearchQuerySchema>;

/** Collections are addressed by id or slug. */
export const collectionParamsSchema = z.object({ id: idOrSlugSchema(100) });

export const titleDetailQuerySchema = z.object({ dub: flagSchema.optional() });

export const slideshowQuerySchema = z.object({ type: z.enum(['all', 'movie', 'series']).default('all') });

export const peopleSearchQuerySchema = z.object({
  query: searchTextSchema.optional(),
  as_typed: asTypedSchema,
});

export const filmographyRoles = [
  'actor',
  'director',
  'writer',
  'producer',
  'composer',
  'cinematographer',
  'editor',
] as const;
export const filmographyRoleSchema = z.enum(filmographyRoles);

/** `GET /api/people/{id}`: which part of the filmography to page through, and in what order. */
export const personQuerySchema = paginationQuerySchema.extend({
  role: filmographyRoleSchema.optional(),
  order_by: z.enum(['year', 'votes']).default('year'),
});

export const collectionQuerySchema = z.object({ type: z.enum(['alt']).optional() });
