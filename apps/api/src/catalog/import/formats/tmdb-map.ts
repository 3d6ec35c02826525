import type { CreditRole } from '../../../db/schema/catalog.ts';
import { GenreCatalog } from '../../genre-catalog.ts';
import { slugify } from '../../slugify.ts';
import type {
  CollectionInput,
  CreditInput,
  ImportBatch,
  PersonInput,
  SeasonInput,
  TitleInput,
} from '../import-types.ts';

/** Shapes of the TMDB v3 responses this importer reads (only the fields it uses). */
type Json = Record<string, unknown>;

const SOURCE = 'tmdb';
export const DEFAULT_TMDB_IMAGE_BASE_URL = 'https://image.tmdb.org/t/p';
const PERSIAN_LETTERS = /[\u0600-\u06FF]/;
const crewRoles: Record<string, CreditRole> = {
  Director: 'director',
  Screenplay: 'writer',
  Writer: 'writer',
  Producer: 'producer',
  'Original Music Composer': 'composer',
  'Director of Photography': 'cinematographer',
  Editor: 'editor',
};

export type TmdbKind = 'movie' | 'tv' | 'person' | 'collection';

/** Recognises a response by its fields; list items, credits and the like are not imported. */
export function tmdbKindOf(body: unknown): TmdbKind | undefined {
  if (!isObject(body) || typeof body.id !== 'number') return undefined;
  if (Array.isArray(body.parts) && typeof body.name === 'string') return 'collection';
  if (typeof body.title === 'string' && Array.isArray(body.genres)) return 'movie';
  if (
    typeof body.name === 'string' &&
    (Array.isArray(body.seasons) || typeof body.number_of_seasons === 'number')
  )
    return 'tv';
  if (typeof body.name === 'string' && (Array.isArray(body.also_known_as) || 'biography' in body))
    return 'person';
  return undefined;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
const num = (value: unknown): number | null => {
  const parsed = typeof value === 'string' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : null;
};
const date = (value: unknown): string | null => {
  const raw = text(value);
  return raw && /^\d{4}-\d{2}-\d{2}/.test(raw) ? raw.slice(0, 10) : null;
};
/** Image URLs in the sizes Pardeh stores: posters w780, backdrops w1280, profile photos h632. */
const imagesAt = (baseUrl: string) => {
  const base = baseUrl.replace(/\/+$/, '');
  const url = (path: unknown, size: string) => (text(path) ? `${base}/${size}${text(path)}` : null);
  return {
    poster: (path: unknown) => url(path, 'w780'),
    backdrop: (path: unknown) => url(path, 'w1280'),
    profile: (path: unknown) => url(path, 'h632'),
  };
};
const list = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isObject) : []);
const persian = (value: unknown) => {
  const raw = text(value);
  return raw && PERSIAN_LETTERS.test(raw) ? raw : null;
};

/**
 * Persian title, plot and tagline: from a `language=fa-IR` response when TMDB had a translation
 * (it falls back to English or the original, which is then not Persian), or from appended translations.
 */
function persianOf(body: Json, persianBody: Json | undefined, titleField: 'title' | 'name') {
  const translation = list((body.translations as Json | undefined)?.translations).find(
    (entry) => entry.iso_639_1 === 'fa',
  )?.data as Json | undefined;
  return {
    title:
      persian(persianBody?.[titleField]) ?? persian(body[titleField]) ?? persian(translation?.[titleField]),
    plot: persian(persianBody?.overview) ?? persian(body.overview) ?? persian(translation?.overview),
    tagline: persian(persianBody?.tagline) ?? persian(body.tagline) ?? persian(translation?.tagline),
  };
}

function genresOf(body: Json, skipped: NonNullable<ImportBatch['skipped']>): string[] {
  const ids = [
    ...list(body.genres).map((genre) => genre.id),
    ...(Array.isArray(body.genre_ids) ? body.genre_ids : []),
  ];
  const mapped = GenreCatalog.load().map(
    'tmdb',
    ids.filter((id): id is number => typeof id === 'number'),
  );
  for (const id of mapped.unmapped)
    skipped.push({ entity: 'genres', reason: `TMDB genre ${id} has no Pardeh genre` });
  return mapped.slugs;
}

function trailerOf(body: Json): string | null {
  const videos = list((body.videos as Json | undefined)?.results);
  const trailer = videos.find(
    (video) => video.site === 'YouTube' && video.type === 'Trailer' && text(video.key),
  );
  return trailer ? `https://www.youtube.com/watch?v=${text(trailer.key)}` : null;
}

function usCertification(body: Json): string | null {
  const releases = list((body.release_dates as Json | undefined)?.results).find(
    (entry) => entry.iso_3166_1 === 'US',
  );
  const fromRelease = list(releases?.release_dates)
    .map((entry) => text(entry.certification))
    .find(Boolean);
  const rating = list((body.content_ratings as Json | undefined)?.results).find(
    (entry) => entry.iso_3166_1 === 'US',
  );
  return fromRelease ?? text(rating?.rating) ?? null;
}

/** A movie or tv response (optionally with its fa-IR twin) as a title, its people and credits. */
export function mapTmdbTitle(
  kind: 'movie' | 'tv',
  body: Json,
  persianBody?: Json,
  imageBaseUrl = DEFAULT_TMDB_IMAGE_BASE_URL,
): ImportBatch {
  const images = imagesAt(imageBaseUrl);
  const skipped: NonNullable<ImportBatch['skipped']> = [];
  const isMovie = kind === 'movie';
  const titleField = isMovie ? 'title' : 'name';
  const fa = persianOf(body, persianBody, titleField);
  const name = text(body[titleField]);
  const original = text(body[isMovie ? 'original_title' : 'original_name']);
  const released = date(body[isMovie ? 'release_date' : 'first_air_date']);
  const externalIds = body.external_ids as Json | undefined;
  const runtimes = Array.isArray(body.episode_run_time) ? body.episode_run_time : [];
  const key = { source: SOURCE, sourceId: `${kind}:${body.id}` };
  const seasons: SeasonInput[] = list(body.seasons)
    .filter((season) => typeof season.season_number === 'number' && season.season_number >= 0)
    .map((season) => ({
      number: season.season_number as number,
      name: text(season.name),
      airDate: date(season.air_date),
    }));
  const alternativeTitles = list(
    (body.alternative_titles as Json | undefined)?.[isMovie ? 'titles' : 'results'],
  ).map((entry) => text(entry.title));
  const title: TitleInput = {
    ...key,
    type: isMovie ? 'movie' : 'series',
    titleEn: (PERSIAN_LETTERS.test(name ?? '') ? original : name) ?? name ?? original ?? String(body.id),
    titleFa: fa.title,
    originalTitle: original,
    aliases: alternativeTitles.filter((alias): alias is string => alias !== null),
    year: released ? Number(released.slice(0, 4)) : null,
    releaseDate: released,
    plotEn: PERSIAN_LETTERS.test(text(body.overview) ?? '') ? null : text(body.overview),
    plotFa: fa.plot,
    taglineEn: PERSIAN_LETTERS.test(text(body.tagline) ?? '') ? null : text(body.tagline),
    taglineFa: fa.tagline,
    runtime: num(body.runtime) ?? num(runtimes[0]),
    ageRating: usCertification(body),
    countries: [
      ...list(body.production_countries).map((country) => text(country.iso_3166_1)),
      ...(Array.isArray(body.origin_country) ? body.origin_country.map(text) : []),
    ].filter((code): code is string => code !== null && /^[A-Z]{2}$/.test(code)),
    languages: [
      ...list(body.spoken_languages).map((language) => text(language.iso_639_1)),
      ...(Array.isArray(body.languages) ? body.languages.map(text) : []),
    ].filter((code): code is string => code !== null && /^[a-z]{2}$/.test(code)),
    imdbId:
      [text(body.imdb_id), text(externalIds?.imdb_id)].find((id) => id && /^tt\d{7,10}$/.test(id)) ?? null,
    posterUrl: images.poster(body.poster_path),
    backdropUrl: images.backdrop(body.backdrop_path),
    trailerUrl: trailerOf(body),
    popularity: num(body.popularity),
    genres: genresOf(body, skipped),
    seasons,
  };
  const people: PersonInput[] = [];
  const credits: CreditInput[] = [];
  const credit = (person: Json, role: CreditRole, order: number, character: string | null) => {
    const personName = text(person.name);
    if (typeof person.id !== 'number' || !personName) return;
    people.push({
      source: SOURCE,
      sourceId: String(person.id),
      fullnameEn: personName,
      imageUrl: images.profile(person.profile_path),
    });
    credits.push({
      title: key,
      person: { source: SOURCE, sourceId: String(person.id) },
      role,
      characterName: character,
      billingOrder: order,
    });
  };
  const creditsBody = (body.credits ?? {}) as Json;
  for (const [index, person] of list(creditsBody.cast).entries()) {
    credit(person, 'actor', num(person.order) ?? index, text(person.character));
  }
  for (const [index, person] of list(body.created_by).entries()) credit(person, 'director', index, null);
  list(creditsBody.crew).forEach((person, index) => {
    const role = crewRoles[text(person.job) ?? ''];
    if (role) credit(person, role, index, null);
  });
  return { titles: [title], people, credits, skipped };
}

export function mapTmdbPerson(
  body: Json,
  persianBody?: Json,
  imageBaseUrl = DEFAULT_TMDB_IMAGE_BASE_URL,
): ImportBatch {
  const name = text(body.name) ?? String(body.id);
  const aliases = Array.isArray(body.also_known_as) ? body.also_known_as : [];
  const imdbId = text(body.imdb_id) ?? text((body.external_ids as Json | undefined)?.imdb_id);
  const biography = text(body.biography);
  return {
    people: [
      {
        source: SOURCE,
        sourceId: String(body.id),
        fullnameEn: name,
        fullnameFa: persian(persianBody?.name) ?? aliases.map(persian).find(Boolean) ?? null,
        imageUrl: imagesAt(imageBaseUrl).profile(body.profile_path),
        birthDate: date(body.birthday),
        deathDate: date(body.deathday),
        bioEn: biography && !PERSIAN_LETTERS.test(biography) ? biography : null,
        bioFa: persian(persianBody?.biography) ?? persian(biography),
        imdbId: imdbId && /^nm\d{7,10}$/.test(imdbId) ? imdbId : null,
      },
    ],
  };
}

/** A collection (a film series): its parts become titles, in release order, and the collection lists them. */
export function mapTmdbCollection(
  body: Json,
  persianBody?: Json,
  imageBaseUrl = DEFAULT_TMDB_IMAGE_BASE_URL,
): ImportBatch {
  const images = imagesAt(imageBaseUrl);
  const skipped: NonNullable<ImportBatch['skipped']> = [];
  const parts = list(body.parts).sort((a, b) =>
    (date(a.release_date) ?? '9999').localeCompare(date(b.release_date) ?? '9999'),
  );
  const titles = parts
    .map((part) => mapTmdbTitle('movie', { ...part, genres: [] }, undefined, imageBaseUrl).titles?.[0])
    .filter((title) => title !== undefined);
  for (const [index, part] of parts.entries()) {
    const title = titles[index];
    if (title) title.genres = genresOf(part, skipped);
  }
  const nameEn = text(body.name) ?? String(body.id);
  const fa = persianOf(body, persianBody, 'name');
  const collection: CollectionInput = {
    slug: `tmdb-${body.id}-${slugify(nameEn)}`,
    // Collections must have a Persian name; without a translation the English one stands in.
    nameFa: fa.title ?? nameEn,
    nameEn,
    description: fa.plot ?? text(body.overview),
    coverUrl: images.backdrop(body.backdrop_path) ?? images.poster(body.poster_path),
    titles: titles.map((title) => ({ source: title.source, sourceId: title.sourceId })),
  };
  return { titles, collections: [collection], skipped };
}

export function mapTmdbResponse(
  kind: TmdbKind,
  body: Json,
  persianBody?: Json,
  imageBaseUrl = DEFAULT_TMDB_IMAGE_BASE_URL,
): ImportBatch {
  if (kind === 'person') return mapTmdbPerson(body, persianBody, imageBaseUrl);
  if (kind === 'collection') return mapTmdbCollection(body, persianBody, imageBaseUrl);
  return mapTmdbTitle(kind, body, persianBody, imageBaseUrl);
}

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
