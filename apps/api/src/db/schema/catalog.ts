import { fileLanguages, filmographyRoles, rtStatuses, titleTypes } from '@pardeh/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  integer,
  numeric,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { images } from './images.ts';

/** Mirrors migrations/0002_catalog.sql; constraints and indexes live in the SQL. */

const imageId = (name: string) => integer(name).references(() => images.id, { onDelete: 'set null' });

// The enumerations are the contract's, so the API accepts and answers exactly what the columns hold.
export type TitleType = (typeof titleTypes)[number];
export type RtStatus = (typeof rtStatuses)[number];
export type CreditRole = (typeof filmographyRoles)[number];
export type FileLanguage = (typeof fileLanguages)[number];

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

export const genres = pgTable('genres', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameFa: text('name_fa').notNull(),
});

export const titles = pgTable('titles', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull(),
  type: text('type', { enum: titleTypes }).notNull(),
  titleEn: text('title_en').notNull(),
  titleFa: text('title_fa'),
  originalTitle: text('original_title'),
  aliases: text('aliases').array().notNull().default([]),
  year: integer('year'),
  releaseDate: date('release_date', { mode: 'string' }),
  plotFa: text('plot_fa'),
  plotEn: text('plot_en'),
  taglineFa: text('tagline_fa'),
  taglineEn: text('tagline_en'),
  runtime: integer('runtime'),
  ageRating: text('age_rating'),
  /** The youngest age the rating suits, null when unrated; kept by PostgreSQL (migration 0037). */
  maturityAge: smallint('maturity_age').generatedAlwaysAs(sql`age_rating_maturity_age(age_rating)`),
  countries: text('countries').array().notNull().default([]),
  languages: text('languages').array().notNull().default([]),
  imdbId: text('imdb_id').unique(),
  imdbRating: numeric('imdb_rating', { precision: 3, scale: 1, mode: 'number' }),
  imdbVotes: integer('imdb_votes'),
  rtMeter: smallint('rt_meter'),
  rtStatus: text('rt_status', { enum: rtStatuses }),
  posterUrl: text('poster_url'),
  backdropUrl: text('backdrop_url'),
  /** Set by a trigger from the URLs (migration 0010). */
  posterImageId: imageId('poster_image_id'),
  backdropImageId: imageId('backdrop_image_id'),
  trailerUrl: text('trailer_url'),
  isDubbed: boolean('is_dubbed').notNull().default(false),
  hasSubtitle: boolean('has_subtitle').notNull().default(false),
  comingSoon: boolean('coming_soon').notNull().default(false),
  expectedReleaseDate: date('expected_release_date', { mode: 'string' }),
  popularity: real('popularity').notNull().default(0),
  searchText: text('search_text').notNull().default(''),
  /** The phonetic key of search_text, kept by PostgreSQL (migration 0030). */
  searchKey: text('search_key').generatedAlwaysAs(sql`phonetic_key(search_text)`),
  /** Fields an operator edited (API names): importers and enrichment leave them (migration 0016). */
  operatorLocked: text('operator_locked').array().notNull().default([]),
  ...timestamps,
});

/**
 * Where each word of a title's search_text starts (the rest of the text, 32 characters), for
 * prefix lookups in title search, with what ranks a match there: the length of the name starting
 * at that word (null if none does) and the title's votes. Filled by triggers on titles
 * (migrations/0007_search_performance.sql, 0008_word_start_ranking.sql, where the key's index
 * also INCLUDEs the ranking columns): never written by the application.
 */
export const titleWordStarts = pgTable(
  'title_word_starts',
  {
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    wordStart: text('word_start').notNull(),
    nameLength: integer('name_length'),
    votes: integer('votes'),
  },
  (table) => [primaryKey({ columns: [table.wordStart, table.titleId] })],
);

/**
 * The words of titles' names (four letters or more) and their one-letter-shorter spellings, the
 * index that typo correction looks a query's words up in (catalog/search/correct-typos.ts). Filled
 * by triggers on titles (migrations/0032_title_words.sql): never written by the application.
 */
export const titleWords = pgTable('title_words', {
  word: text('word').primaryKey(),
});

export const titleWordVariants = pgTable(
  'title_word_variants',
  {
    variant: text('variant').notNull(),
    word: text('word')
      .notNull()
      .references(() => titleWords.word, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.variant, table.word] })],
);

export const titleSources = pgTable(
  'title_sources',
  {
    source: text('source').notNull(),
    sourceId: text('source_id').notNull(),
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.source, table.sourceId] })],
);

export const titleGenres = pgTable(
  'title_genres',
  {
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    genreId: integer('genre_id')
      .notNull()
      .references(() => genres.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.titleId, table.genreId] })],
);

export const seasons = pgTable('seasons', {
  id: serial('id').primaryKey(),
  titleId: integer('title_id')
    .notNull()
    .references(() => titles.id, { onDelete: 'cascade' }),
  number: integer('number').notNull(),
  name: text('name'),
  airDate: date('air_date', { mode: 'string' }),
  /** Fields an operator edited (API names): importers and enrichment leave them (migration 0016). */
  operatorLocked: text('operator_locked').array().notNull().default([]),
});

export const episodes = pgTable('episodes', {
  id: serial('id').primaryKey(),
  seasonId: integer('season_id')
    .notNull()
    .references(() => seasons.id, { onDelete: 'cascade' }),
  number: integer('number').notNull(),
  nameEn: text('name_en'),
  nameFa: text('name_fa'),
  plot: text('plot'),
  airDate: date('air_date', { mode: 'string' }),
  runtime: integer('runtime'),
  /** Fields an operator edited (API names): importers and enrichment leave them (migration 0016). */
  operatorLocked: text('operator_locked').array().notNull().default([]),
});

export const people = pgTable('people', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull(),
  fullnameEn: text('fullname_en').notNull(),
  fullnameFa: text('fullname_fa'),
  imageUrl: text('image_url'),
  imageId: imageId('image_id'),
  birthDate: date('birth_date', { mode: 'string' }),
  deathDate: date('death_date', { mode: 'string' }),
  bioFa: text('bio_fa'),
  bioEn: text('bio_en'),
  imdbId: text('imdb_id').unique(),
  searchText: text('search_text').notNull().default(''),
  /** The phonetic key of search_text, kept by PostgreSQL (migration 0030). */
  searchKey: text('search_key').generatedAlwaysAs(sql`phonetic_key(search_text)`),
  /** Fields an operator edited (API names): importers and enrichment leave them (migration 0016). */
  operatorLocked: text('operator_locked').array().notNull().default([]),
  ...timestamps,
});

export const personSources = pgTable(
  'person_sources',
  {
    source: text('source').notNull(),
    sourceId: text('source_id').notNull(),
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.source, table.sourceId] })],
);

export const credits = pgTable('credits', {
  id: serial('id').primaryKey(),
  titleId: integer('title_id')
    .notNull()
    .references(() => titles.id, { onDelete: 'cascade' }),
  personId: integer('person_id')
    .notNull()
    .references(() => people.id, { onDelete: 'cascade' }),
  role: text('role', { enum: filmographyRoles }).notNull(),
  characterName: text('character_name'),
  billingOrder: integer('billing_order').notNull().default(0),
});

export const collections = pgTable('collections', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameFa: text('name_fa').notNull(),
  nameEn: text('name_en'),
  description: text('description'),
  coverUrl: text('cover_url'),
  coverImageId: imageId('cover_image_id'),
  /** Set once an operator creates or edits it: importers then leave it as it is (migration 0017). */
  operatorCurated: boolean('operator_curated').notNull().default(false),
  ...timestamps,
});

export const collectionTitles = pgTable(
  'collection_titles',
  {
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.collectionId, table.titleId] })],
);

export const titleFiles = pgTable('title_files', {
  id: serial('id').primaryKey(),
  titleId: integer('title_id')
    .notNull()
    .references(() => titles.id, { onDelete: 'cascade' }),
  episodeId: integer('episode_id').references(() => episodes.id, { onDelete: 'cascade' }),
  quality: text('quality').notNull(),
  sizeBytes: bigint('size_bytes', { mode: 'number' }),
  language: text('language', { enum: fileLanguages }).notNull(),
  url: text('url').notNull(),
  premiumOnly: boolean('premium_only').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** The seek-preview WebVTT of a pipeline-made file (migration 0023; written by media/media-db.ts). */
  thumbnailsKey: text('thumbnails_key'),
});

export const screenshots = pgTable('screenshots', {
  id: serial('id').primaryKey(),
  titleId: integer('title_id')
    .notNull()
    .references(() => titles.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  position: integer('position').notNull().default(0),
});
