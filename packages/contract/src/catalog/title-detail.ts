import { z } from 'zod';
import { titleViewerSchema } from '../library/title-viewer.ts';
import { genreRefSchema, rottenTomatoesSchema, titleTypeSchema } from './title-result.ts';

/** Everything the title page shows, as `GET /api/titles/{id}` returns it under `data`. */

export const creditPersonSchema = z
  .strictObject({
    id: z.number().int(),
    /** Web route of the person page: `/people/{role}/{id}/{slug}`. */
    path: z.string(),
    fullnameEn: z.string(),
    fullnameFa: z.string().nullable(),
    image: z.string().nullable(),
  })
  .meta({ id: 'CreditPerson' });
export type CreditPerson = z.infer<typeof creditPersonSchema>;

export const castMemberSchema = creditPersonSchema
  .extend({ character: z.string().nullable() })
  .meta({ id: 'CastMember' });

export const fileLanguages = ['original', 'dubbed', 'subtitled'] as const;
export const fileLanguageSchema = z.enum(fileLanguages);

/** A playable file as the title page lists it; the address is handed out by the watch call. */
export const titleFileSummarySchema = z
  .strictObject({
    id: z.number().int(),
    episodeId: z.number().int().nullable(),
    quality: z.string(),
    sizeBytes: z.number().int().nullable(),
    language: fileLanguageSchema,
    premiumOnly: z.boolean(),
  })
  .meta({ id: 'TitleFileSummary' });

export const titleFilesSchema = z
  .strictObject({
    count: z.number().int(),
    qualities: z.array(z.string()),
    languages: z.array(fileLanguageSchema),
    /** The film's own files (not episodes'), the preferred one first (dubbed first with `dub=1`). */
    items: z.array(titleFileSummarySchema),
  })
  .meta({ id: 'TitleFiles' });

export const episodeSchema = z
  .strictObject({
    id: z.number().int(),
    number: z.number().int(),
    nameEn: z.string().nullable(),
    nameFa: z.string().nullable(),
    plot: z.string().nullable(),
    airDate: z.iso.date().nullable(),
    runtime: z.number().int().nullable(),
    filesCount: z.number().int(),
    /** The file the episode's watch action opens (free and original first); null without files. */
    fileId: z.number().int().nullable(),
  })
  .meta({ id: 'Episode' });

export const seasonSchema = z
  .strictObject({
    id: z.number().int(),
    number: z.number().int(),
    name: z.string().nullable(),
    airDate: z.iso.date().nullable(),
    episodes: z.array(episodeSchema),
  })
  .meta({ id: 'Season' });

export const titleDetailGenreSchema = genreRefSchema
  .extend({ slug: z.string(), titleEn: z.string() })
  .meta({ id: 'TitleDetailGenre' });

/** A country or language: its ISO code and its Persian name (the code when ICU has no name). */
export const localeNameSchema = z
  .strictObject({ code: z.string(), name: z.string() })
  .meta({ id: 'LocaleName' });
export type LocaleName = z.infer<typeof localeNameSchema>;

export const titleDetailSchema = z
  .strictObject({
    id: z.number().int(),
    slug: z.string(),
    /** Canonical web route `/titles/{id}/{slug}`; a page reached by another slug redirects here. */
    path: z.string(),
    type: titleTypeSchema,
    titleEn: z.string(),
    titleFa: z.string().nullable(),
    originalTitle: z.string().nullable(),
    aliases: z.array(z.string()),
    year: z.number().int().nullable(),
    releaseDate: z.iso.date().nullable(),
    /** Minutes. */
    runtime: z.number().int().nullable(),
    ageRating: z.string().nullable(),
    genres: z.array(titleDetailGenreSchema),
    /** ISO 3166-1 alpha-2 codes with their Persian names. */
    countries: z.array(localeNameSchema),
    /** ISO 639-1 codes with their Persian names. */
    languages: z.array(localeNameSchema),
    imdbId: z.string().nullable(),
    rating: z.number().nullable(),
    votes: z.number().int().nullable(),
    rottenTomatoes: rottenTomatoesSchema,
    plotFa: z.string().nullable(),
    plotEn: z.string().nullable(),
    /** The film's one-line slogan (from TMDB), in Persian and in English. */
    taglineFa: z.string().nullable(),
    taglineEn: z.string().nullable(),
    poster: z.string().nullable(),
    backdrop: z.string().nullable(),
    trailer: z.string().nullable(),
    isDubbed: z.boolean(),
    hasSubtitle: z.boolean(),
    comingSoon: z.boolean(),
    expectedReleaseDate: z.iso.date().nullable(),
    directors: z.array(creditPersonSchema),
    writers: z.array(creditPersonSchema),
    /** In billing order, at most 30. */
    cast: z.array(castMemberSchema),
    /** Empty for films. */
    seasons: z.array(seasonSchema),
    files: titleFilesSchema,
    screenshotsCount: z.number().int(),
    /** Counted from the users' likes; in the shared (anonymous) answer up to its cache age old. */
    likes: z.number().int().min(0),
    dislikes: z.number().int().min(0),
    /** Only in a signed-in caller's answer (`private, no-store`), never in the shared one. */
    viewer: titleViewerSchema.optional(),
  })
  .meta({ id: 'TitleDetail' });
export type TitleDetail = z.infer<typeof titleDetailSchema>;
