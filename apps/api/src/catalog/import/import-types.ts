import type { CreditRole, TitleType } from '../../db/schema/catalog.ts';

/**
 * What every parser produces and the shared write path consumes: source-neutral records keyed by
 * (source, sourceId). `undefined` and `null` both mean "this source does not know", and never
 * erase a value another import stored.
 */
export interface SourceKey {
  source: string;
  sourceId: string;
}

export interface TitleInput extends SourceKey {
  type: TitleType;
  titleEn: string;
  titleFa?: string | null;
  originalTitle?: string | null;
  aliases?: string[];
  year?: number | null;
  releaseDate?: string | null;
  plotEn?: string | null;
  plotFa?: string | null;
  taglineEn?: string | null;
  taglineFa?: string | null;
  runtime?: number | null;
  ageRating?: string | null;
  countries?: string[];
  languages?: string[];
  imdbId?: string | null;
  imdbRating?: number | null;
  imdbVotes?: number | null;
  rtMeter?: number | null;
  rtStatus?: 'certified-fresh' | 'fresh' | 'rotten' | null;
  posterUrl?: string | null;
  backdropUrl?: string | null;
  trailerUrl?: string | null;
  popularity?: number | null;
  /** Genre slugs from data/genres.json. */
  genres?: string[];
  seasons?: SeasonInput[];
}

export interface SeasonInput {
  number: number;
  name?: string | null;
  airDate?: string | null;
}

export interface PersonInput extends SourceKey {
  fullnameEn: string;
  fullnameFa?: string | null;
  imageUrl?: string | null;
  birthDate?: string | null;
  deathDate?: string | null;
  bioEn?: string | null;
  bioFa?: string | null;
  imdbId?: string | null;
}

export interface CreditInput {
  title: SourceKey;
  person: SourceKey;
  role: CreditRole;
  characterName?: string | null;
  billingOrder?: number;
}

export interface CollectionInput {
  slug: string;
  nameFa: string;
  nameEn?: string | null;
  description?: string | null;
  coverUrl?: string | null;
  /** In display order; titles this import did not write are left out. */
  titles: SourceKey[];
}

/** One unit of work for the writer. People come before the credits that name them. */
export interface ImportBatch {
  titles?: TitleInput[];
  people?: PersonInput[];
  credits?: CreditInput[];
  collections?: CollectionInput[];
  /** Records the parser dropped, with why (e.g. "adult title", "not a film or series"). */
  skipped?: Array<{ entity: ImportEntity; reason: string; count?: number }>;
}

export type ImportEntity = 'titles' | 'people' | 'credits' | 'genres' | 'collections';

/** Where the parser is, for progress lines and error messages. */
export interface ParsePosition {
  file: string;
  line: number;
}

export const sourceKeyOf = (key: SourceKey) => `${key.source}\u0000${key.sourceId}`;
