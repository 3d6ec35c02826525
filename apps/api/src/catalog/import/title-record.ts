import type { TitleType } from '../../db/schema/catalog.ts';
import { buildSearchText } from '../search/normalize-search-text.ts';
import { slugify } from '../slugify.ts';
import type { TitleInput } from './import-types.ts';
import type { ColumnSpec } from './record-table-sql.ts';
import { fillEmpty, isKnown } from './record-values.ts';

/** The title columns imports write (flags such as is_dubbed belong to editors and the demo seed). */
export interface TitleRow {
  slug: string;
  type: TitleType;
  titleEn: string;
  titleFa: string | null;
  originalTitle: string | null;
  aliases: string[];
  year: number | null;
  releaseDate: string | null;
  plotEn: string | null;
  plotFa: string | null;
  taglineEn: string | null;
  taglineFa: string | null;
  runtime: number | null;
  ageRating: string | null;
  countries: string[];
  languages: string[];
  imdbId: string | null;
  imdbRating: number | null;
  imdbVotes: number | null;
  rtMeter: number | null;
  rtStatus: 'certified-fresh' | 'fresh' | 'rotten' | null;
  posterUrl: string | null;
  backdropUrl: string | null;
  trailerUrl: string | null;
  popularity: number;
  searchText: string;
}

export const titleColumns: ColumnSpec<TitleRow>[] = [
  { key: 'slug', column: 'slug', type: 'text' },
  { key: 'type', column: 'type', type: 'text' },
  { key: 'titleEn', column: 'title_en', type: 'text' },
  { key: 'titleFa', column: 'title_fa', type: 'text' },
  { key: 'originalTitle', column: 'original_title', type: 'text' },
  { key: 'aliases', column: 'aliases', type: 'text[]' },
  { key: 'year', column: 'year', type: 'integer' },
  { key: 'releaseDate', column: 'release_date', type: 'date' },
  { key: 'plotEn', column: 'plot_en', type: 'text' },
  { key: 'plotFa', column: 'plot_fa', type: 'text' },
  { key: 'taglineEn', column: 'tagline_en', type: 'text' },
  { key: 'taglineFa', column: 'tagline_fa', type: 'text' },
  { key: 'runtime', column: 'runtime', type: 'integer' },
  { key: 'ageRating', column: 'age_rating', type: 'text' },
  { key: 'countries', column: 'countries', type: 'text[]' },
  { key: 'languages', column: 'languages', type: 'text[]' },
  { key: 'imdbId', column: 'imdb_id', type: 'text' },
  { key: 'imdbRating', column: 'imdb_rating', type: 'numeric' },
  { key: 'imdbVotes', column: 'imdb_votes', type: 'integer' },
  { key: 'rtMeter', column: 'rt_meter', type: 'smallint' },
  { key: 'rtStatus', column: 'rt_status', type: 'text' },
  { key: 'posterUrl', column: 'poster_url', type: 'text' },
  { key: 'backdropUrl', column: 'backdrop_url', type: 'text' },
  { key: 'trailerUrl', column: 'trailer_url', type: 'text' },
  { key: 'popularity', column: 'popularity', type: 'real' },
  { key: 'searchText', column: 'search_text', type: 'text' },
];

const pick = <T>(incoming: T | null | undefined, current: T | null | undefined): T | null =>
  isKnown(incoming) ? (incoming as T) : (current ?? null);

// Sorted so that merging the same sources in any order stores the same row.
const union = (...lists: Array<readonly string[] | undefined>) =>
  [
    ...new Set(
      lists
        .flatMap((list) => list ?? [])
        .map((value) => value.trim())
        .filter(Boolean),
    ),
  ].sort();

/**
 * Merges one source's record into the stored title. Precedence: a value the incoming source knows
 * replaces the stored one (the latest import is the freshest), an unknown value never erases a
 * known one, aliases accumulate, popularity keeps the highest, and a title keeps the type it was
 * first stored with.
 */
export function mergeTitle(existing: TitleRow | undefined, input: TitleInput): TitleRow {
  const titleEn = pick(input.titleEn.trim(), existing?.titleEn) ?? input.titleEn;
  const titleFa = pick(input.titleFa?.trim(), existing?.titleFa);
  const originalTitle = pick(input.originalTitle?.trim(), existing?.originalTitle);
  const named = titleNameFields(titleEn, titleFa, originalTitle, union(existing?.aliases, input.aliases));
  const imdbRating = pick(
    input.imdbRating == null ? null : Math.round(input.imdbRating * 10) / 10,
    existing?.imdbRating,
  );
  return {
    slug: named.slug,
    type: existing?.type ?? input.type,
    titleEn,
    titleFa,
    originalTitle,
    aliases: named.aliases,
    year: pick(input.year, existing?.year),
    releaseDate: pick(input.releaseDate, existing?.releaseDate),
    plotEn: pick(input.plotEn?.trim(), existing?.plotEn),
    plotFa: pick(input.plotFa?.trim(), existing?.plotFa),
    taglineEn: pick(input.taglineEn?.trim(), existing?.taglineEn),
    taglineFa: pick(input.taglineFa?.trim(), existing?.taglineFa),
    runtime: pick(input.runtime && input.runtime > 0 ? input.runtime : null, existing?.runtime),
    ageRating: pick(input.ageRating?.trim(), existing?.ageRating),
    countries: isKnown(input.countries) ? [...new Set(input.countries)] : (existing?.countries ?? []),
    languages: isKnown(input.languages) ? [...new Set(input.languages)] : (existing?.languages ?? []),
    imdbId: pick(input.imdbId, existing?.imdbId),
    imdbRating,
    imdbVotes: pick(input.imdbVotes, existing?.imdbVotes),
    rtMeter: pick(input.rtMeter, existing?.rtMeter),
    rtStatus: pick(input.rtStatus, existing?.rtStatus),
    posterUrl: pick(input.posterUrl, existing?.posterUrl),
    backdropUrl: pick(input.backdropUrl, existing?.backdropUrl),
    trailerUrl: pick(input.trailerUrl, existing?.trailerUrl),
    // Stored as `real`: three decimals survive the round trip, so re-imports compare equal. Sources
    // measure renown on different scales (TMDB's popularity, Wikidata's count of articles), so a
    // small figure of one never lowers the larger figure of another.
    popularity: Math.max(
      input.popularity == null ? 0 : Math.round(input.popularity * 1000) / 1000,
      existing?.popularity ?? 0,
    ),
    searchText: named.searchText,
  };
}

/**
 * What a title's names decide, for every writer (imports, enrichment, the operator's editor): its
 * slug, its aliases (less any that is now one of its names) and its search text.
 */
export function titleNameFields(
  titleEn: string,
  titleFa: string | null,
  originalTitle: string | null,
  aliases: readonly string[],
) {
  const names = new Set([titleEn, titleFa, originalTitle]);
  const otherAliases = aliases.filter((alias) => !names.has(alias));
  return {
    slug: slugify(titleEn),
    aliases: otherAliases,
    searchText: buildSearchText(titleEn, titleFa, originalTitle, otherAliases),
  };
}

/**
 * Enrichment's merge: every value already stored stays (an operator's edit included), and the
 * incoming source only fills what is empty; lists (aliases, countries, languages) count as empty
 * when they have no entry, popularity when it is 0 (the column's default).
 */
export function fillTitle(existing: TitleRow | undefined, input: TitleInput): TitleRow {
  const incoming = mergeTitle(undefined, input);
  if (!existing) return incoming;
  const row = fillEmpty(existing, incoming);
  return {
    ...row,
    popularity: existing.popularity || incoming.popularity,
    searchText: buildSearchText(row.titleEn, row.titleFa, row.originalTitle, row.aliases),
  };
}
