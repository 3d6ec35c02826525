import fs from 'node:fs/promises';
import { GenreCatalog } from '../../genre-catalog.ts';
import { ImportInputError, lineAtOffset, parseJsonFile } from '../import-input-error.ts';
import type { CreditInput, ImportBatch, ParsePosition, PersonInput, TitleInput } from '../import-types.ts';
import { chunk } from '../record-values.ts';

export interface WikidataLabels {
  en?: string;
  fa?: string;
}
export interface WikidataFilm {
  id: string;
  labels: WikidataLabels;
  sitelinks?: Record<string, string>;
  aliases?: { en?: string[]; fa?: string[] };
  directors?: string[];
  cast?: string[];
  date?: string[];
  imdb?: string[];
  genres?: string[];
}
export interface WikidataEntity {
  id: string;
  labels: WikidataLabels;
  sitelinks?: { enwiki?: string };
}

const SOURCE = 'wikidata';
// Some ids were pasted with IMDb's page suffix ("tt39817365/?ref_=fn_t_2"): the id is the prefix.
const IMDB_TITLE = /^tt\d{7,10}(?![\d])/;

/**
 * The Wikidata export of Iranian films (`{ films, secondary }`): films become titles, the people
 * they point to (directors, cast) become people with their Persian names.
 */
export async function* parseWikidata(
  file: string,
  report: (position: ParsePosition) => void,
): AsyncIterable<ImportBatch> {
  const text = await fs.readFile(file, 'utf8');
  const document = parseJsonFile(file, text) as { films?: unknown; secondary?: unknown };
  if (!isObject(document) || !isObject(document.films) || !isObject(document.secondary)) {
    throw new ImportInputError(file, 1, 'expected an object with "films" and "secondary" objects');
  }
  const secondary = document.secondary as Record<string, WikidataEntity>;
  const films = Object.values(document.films as Record<string, unknown>);
  const genres = GenreCatalog.load();
  const lineOf = (id: string) => lineAtOffset(text, text.indexOf(`"${id}"`));
  for (const film of films) validateFilm(file, film, lineOf);

  for (const group of chunk(films as WikidataFilm[], 500)) {
    const batch: Required<Pick<ImportBatch, 'titles' | 'people' | 'credits' | 'skipped'>> = {
      titles: [],
      people: [],
      credits: [],
      skipped: [],
    };
    for (const film of group) {
      const mapped = genres.map('wikidata', film.genres ?? []);
      for (const id of mapped.unmapped) {
        const label = secondary[id]?.labels.en ?? id;
        batch.skipped.push({ entity: 'genres', reason: `Wikidata genre "${label}" has no Pardeh genre` });
      }
      batch.titles.push(toTitle(film, mapped.slugs));
      const roles: Array<[CreditInput['role'], string[]]> = [
        ['director', film.directors ?? []],
        ['actor', film.cast ?? []],
      ];
      for (const [role, ids] of roles) {
        ids.forEach((personId, order) => {
          const person = secondary[personId];
          const name = person?.labels.en ?? person?.labels.fa;
          if (!person || !name) {
            batch.skipped.push({ entity: 'credits', reason: 'the person has no label in "secondary"' });
            return;
          }
          batch.people.push(toPerson(person, name));
          batch.credits.push({
            title: { source: SOURCE, sourceId: film.id },
            person: { source: SOURCE, sourceId: personId },
            role,
            billingOrder: order,
          });
        });
      }
    }
    report({ file, line: lineOf(group.at(-1)?.id ?? '') });
    yield batch;
  }
}

function toTitle(film: WikidataFilm, genres: string[]): TitleInput {
  const { year, releaseDate } = datesOf(film.date ?? []);
  const englishAliases = film.aliases?.en ?? [];
  const faLabel = film.labels.fa?.trim() || null;
  const imdbId = film.imdb?.map((id) => IMDB_TITLE.exec(id)?.[0]).find(Boolean) ?? null;
  return {
    source: SOURCE,
    sourceId: film.id,
    type: isSeries(film) ? 'series' : 'movie',
    // Two films in three have an English label; the rest are known only by their Persian name,
    // which then stands in as the display name (title_en cannot be empty).
    titleEn: film.labels.en?.trim() || englishAliases[0]?.trim() || faLabel || film.id,
    titleFa: faLabel,
    originalTitle: faLabel,
    aliases: [...englishAliases, ...(film.aliases?.fa ?? [])],
    year,
    releaseDate,
    countries: ['IR'],
    languages: ['fa'],
    imdbId,
    // How many Wikipedias have an article on the film: the one sign of renown this export has.
    popularity: Object.keys(film.sitelinks ?? {}).filter((site) => site.endsWith('wiki')).length,
    genres,
  };
}

// The export has no "instance of": a series shows in how Wikipedia titles its article, «خاتون
// (مجموعه نمایش خانگی)», «(مجموعه تلویزیونی)», «(سریال …)», "(TV series)", "(miniseries)".
const SERIES_ARTICLE =
  /\((?:مجموعه|سریال)[^)]*\)\s*$|\((?:[^)]*\s)?(?:TV series|miniseries|web series)\)\s*$/i;

/** Whether the record is a series: its Persian or English Wikipedia article is titled as one. */
export const isSeries = (film: WikidataFilm) =>
  [film.sitelinks?.fawiki, film.sitelinks?.enwiki].some((title) => title && SERIES_ARTICLE.test(title));

function toPerson(person: WikidataEntity, name: string): PersonInput {
  return {
    source: SOURCE,
    sourceId: person.id,
    fullnameEn: name,
    fullnameFa: person.labels.fa?.trim() || null,
  };
}

/**
 * Wikidata lists several publication dates (festival, national, foreign releases), some with only
 * a year or month known ("-00"). The year is the earliest one; the release date is the earliest
 * date known to the day. "-01-01" is how year-precision dates are exported, so it does not count.
 */
export function datesOf(dates: string[]): { year: number | null; releaseDate: string | null } {
  const parsed = dates
    .map((value) => /^\+?(\d{4})-(\d{2})-(\d{2})/.exec(value))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([, year, month, day]) => ({
      year: Number(year),
      month: month ?? '00',
      day: day ?? '00',
      text: `${year}-${month}-${day}`,
    }))
    .filter((date) => date.year >= 1870 && date.year <= 2100);
  if (parsed.length === 0) return { year: null, releaseDate: null };
  const year = Math.min(...parsed.map((date) => date.year));
  const exact = parsed
    .filter((date) => date.month !== '00' && date.day !== '00' && !(date.month === '01' && date.day === '01'))
    .map((date) => date.text)
    .sort();
  return { year, releaseDate: exact[0] && Number(exact[0].slice(0, 4)) === year ? exact[0] : null };
}

function validateFilm(file: string, film: unknown, lineOf: (id: string) => number): void {
  const id = isObject(film) && typeof film.id === 'string' ? film.id : undefined;
  const fail = (reason: string): never => {
    throw new ImportInputError(file, id ? lineOf(id) : undefined, `film ${id ?? '(without id)'}: ${reason}`);
  };
  if (!isObject(film) || !id) fail('expected an object with an "id"');
  const record = film as Record<string, unknown>;
  if (!isObject(record.labels)) fail('"labels" is missing');
  const labels = record.labels as WikidataLabels;
  if (!labels.en && !labels.fa) fail('has neither an English nor a Persian label');
  for (const key of ['directors', 'cast', 'date', 'imdb', 'genres'] as const) {
    const value = record[key];
    if (value !== undefined && !(Array.isArray(value) && value.every((item) => typeof item === 'string'))) {
      fail(`"${key}" must be a list of strings`);
    }
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
