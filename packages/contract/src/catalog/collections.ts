import { z } from 'zod';
import { titleResultSchema } from './title-result.ts';

export const collectionSchema = z
  .strictObject({
    id: z.number().int(),
    slug: z.string(),
    /** Web route of the collection page: `/collections/{id}/{slug}`. */
    path: z.string(),
    nameFa: z.string(),
    nameEn: z.string().nullable(),
    description: z.string().nullable(),
    cover: z.string().nullable(),
    titlesCount: z.number().int(),
  })
  .meta({ id: 'Collection' });
export type Collection = z.infer<typeof collectionSchema>;

/** `GET /api/collections/{id}?type=alt`: the collection with its first titles, for a home-page row. */
export const collectionWithTitlesSchema = collectionSchema
  .extend({ titles: z.array(titleResultSchema) })
  .meta({ id: 'CollectionWithTitles' });
export type CollectionWithTitles = z.infer<typeof collectionWithTitlesSchema>;

export const genreSchema = z
  .strictObject({
    id: z.number().int(),
    slug: z.string(),
    titleFa: z.string(),
    titleEn: z.string(),
    titlesCount: z.number().int(),
  })
  .meta({ id: 'Genre' });
export type Genre = z.infer<typeof genreSchema>;
