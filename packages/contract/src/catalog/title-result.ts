import { z } from 'zod';

/**
 * The compact shapes a title appears in wherever it is listed: search dropdown, listings, rows of
 * the home page, similar titles, filmographies.
 */

export const titleTypes = ['movie', 'series'] as const;
export const titleTypeSchema = z.enum(titleTypes).meta({ id: 'TitleType' });
export type TitleType = z.infer<typeof titleTypeSchema>;

export const rtStatuses = ['certified-fresh', 'fresh', 'rotten'] as const;
export const rtStatusSchema = z.enum(rtStatuses);

export const rottenTomatoesSchema = z
  .strictObject({
    /** Tomatometer, 0–100, or null when unknown. */
    rtMeter: z.number().int().min(0).max(100).nullable(),
    rtStatus: rtStatusSchema.nullable(),
  })
  .meta({ id: 'RottenTomatoes' });

export const genreRefSchema = z
  .strictObject({ id: z.number().int(), titleFa: z.string() })
  .meta({ id: 'GenreRef' });

/** A search result or list item: exactly these fields. */
export const titleResultSchema = z
  .strictObject({
    id: z.number().int(),
    /** Web route of the title page: `/titles/{id}/{slug}`. */
    path: z.string(),
    poster: z.string().nullable(),
    titleEn: z.string(),
    titleFa: z.string().nullable(),
    year: z.number().int().nullable(),
    /** An Iranian title's Solar Hijri year, shown beside `year` (iranianJalaliYear); null for others. */
    jalaliYear: z.number().int().nullable(),
    genres: z.array(genreRefSchema),
    /** IMDb rating, 0–10. */
    rating: z.number().nullable(),
    rottenTomatoes: rottenTomatoesSchema,
  })
  .meta({ id: 'TitleResult' });
export type TitleResult = z.infer<typeof titleResultSchema>;

/** The smallest mention of a title, e.g. a person's best-known film. */
export const titleRefSchema = z
  .strictObject({
    id: z.number().int(),
    titleEn: z.string(),
    titleFa: z.string().nullable(),
    year: z.number().int().nullable(),
  })
  .meta({ id: 'TitleRef' });
export type TitleRef = z.infer<typeof titleRefSchema>;

/** A slide of the home page's slideshow: a title result plus what a large banner shows. */
export const slideshowItemSchema = titleResultSchema
  .extend({
    type: titleTypeSchema,
    backdrop: z.string().nullable(),
    plotFa: z.string().nullable(),
    plotEn: z.string().nullable(),
  })
  .meta({ id: 'SlideshowItem' });
export type SlideshowItem = z.infer<typeof slideshowItemSchema>;

/** A coming-soon title with the date it is expected (ISO `YYYY-MM-DD`, or null when unknown). */
export const comingSoonItemSchema = titleResultSchema
  .extend({ expectedReleaseDate: z.iso.date().nullable() })
  .meta({ id: 'ComingSoonItem' });
export type ComingSoonItem = z.infer<typeof comingSoonItemSchema>;
