import fs from 'node:fs';
import path from 'node:path';
import type { CreditRole } from '../../../db/schema/catalog.ts';
import { GenreCatalog } from '../../genre-catalog.ts';
import { ImportInputError } from '../import-input-error.ts';
import type { CreditInput, ImportBatch, ParsePosition, PersonInput, TitleInput } from '../import-types.ts';
import { chunk } from '../record-values.ts';
import { FieldReader } from './parse-values.ts';
import { readDelimited } from './read-delimited.ts';

const SOURCE = 'imdb';
const BATCH = 1000;
const NULL = '\\N';
const titleTypes: Record<string, TitleInput['type']> = {
  movie: 'movie',
  tvMovie: 'movie',
  short: 'movie',
  tvSeries: 'series',
  tvMiniSeries: 'series',
};
const roles: Record<string, CreditRole> = {
  actor: 'actor',
  actress: 'actor',
  self: 'actor',
  director: 'director',
  writer: 'writer',
  producer: 'producer',
  composer: 'composer',
  cinematographer: 'cinematographer',
  editor: 'editor',
};

/** The IMDb dataset files in a directory (plain or .gz); title.ratings is optional. */
export function imdbFiles(target: string) {
  if (!fs.existsSync(target)) throw new ImportInputError(target, undefined, 'file or directory not found');
  const directory =
    fs.existsSync(target) && fs.statSync(target).isDirectory() ? target : path.dirname(target);
  const find = (name: string, required: boolean) => {
    const file = [`${name}.tsv`, `${name}.tsv.gz`]
      .map((file) => path.join(directory, file))
      .find(fs.existsSync);
    if (!file && required)
      throw new ImportInputError(path.join(directory, `${name}.tsv`), undefined, 'file not found');
    return file;
  };
  return {
    basics: find('title.basics', true) as string,
    principals: find('title.principals', true) as string,
    names: find('name.basics', true) as string,
    ratings: find('title.ratings', false),
  };
}

/**
 * IMDb's dataset TSVs: films and series from title.basics (with title.ratings when present), their
 * principal cast and crew from title.principals, and only the people those name from name.basics.
 */
export async function* parseImdb(
  target: string,
  report: (position: ParsePosition) => void,
): AsyncIterable<ImportBatch> {
  const files = imdbFiles(target);
  const genres = GenreCatalog.load();
  const ratings = new Map<string, { rating: number | null; votes: number | null }>();
  if (files.ratings) {
    const columns = ['tconst', 'averageRating', 'numVotes'];
    for await (const { line, values } of readDelimited(files.ratings, {
      delimiter: '\t',
      requiredColumns: columns,
    })) {
      const field = new FieldReader(files.ratings, line, values, NULL);
      ratings.set(field.required('tconst'), {
        rating: field.number('averageRating', { min: 0, max: 10 }),
        votes: field.number('numVotes', { integer: true, min: 0 }),
      });
    }
  }

  const imported = new Set<string>();
  let titles: TitleInput[] = [];
  let skipped: NonNullable<ImportBatch['skipped']> = [];
  const basicsColumns = [
    'tconst',
    'titleType',
    'primaryTitle',
    'originalTitle',
    'isAdult',
    'startYear',
    'runtimeMinutes',
    'genres',
  ];
  for await (const { line, values } of readDelimited(files.basics, {
    delimiter: '\t',
    requiredColumns: basicsColumns,
  })) {
    const field = new FieldReader(files.basics, line, values, NULL);
    const tconst = field.required('tconst');
    if (!/^tt\d{7,10}$/.test(tconst)) field.fail('tconst', `"${tconst}" is not an IMDb title id`);
    const titleType = field.required('titleType');
    const type = titleTypes[titleType];
    if (!type) {
      skipped.push({ entity: 'titles', reason: `IMDb type "${titleType}" is not a film or series` });
      continue;
    }
    if (field.text('isAdult') === '1') {
      skipped.push({ entity: 'titles', reason: 'adult title' });
      continue;
    }
    const mapped = genres.map('imdb', (field.text('genres') ?? '').split(',').filter(Boolean));
    for (const genre of mapped.unmapped)
      skipped.push({ entity: 'genres', reason: `IMDb genre "${genre}" has no Pardeh genre` });
    const rating = ratings.get(tconst);
    titles.push({
      source: SOURCE,
      sourceId: tconst,
      type,
      titleEn: field.required('primaryTitle'),
      originalTitle: field.text('originalTitle'),
      year: field.number('startYear', { integer: true, min: 1870, max: 2100 }),
      runtime: field.number('runtimeMinutes', { integer: true, min: 0 }) || null,
      imdbId: tconst,
      imdbRating: rating?.rating,
      imdbVotes: rating?.votes,
      genres: titleType === 'short' ? [...mapped.slugs, 'short'] : mapped.slugs,
    });
    imported.add(tconst);
    if (titles.length >= BATCH) {
      report({ file: files.basics, line });
      yield { titles, skipped };
      titles = [];
      skipped = [];
    }
  }
  yield { titles, skipped };

  const credits: CreditInput[] = [];
  const wanted = new Set<string>();
  skipped = [];
  const principalColumns = ['tconst', 'ordering', 'nconst', 'category', 'characters'];
  for await (const { line, values } of readDelimited(files.principals, {
    delimiter: '\t',
    requiredColumns: principalColumns,
  })) {
    const field = new FieldReader(files.principals, line, values, NULL);
    const tconst = field.required('tconst');
    if (!imported.has(tconst)) {
      skipped.push({ entity: 'credits', reason: 'its title was not imported' });
      continue;
    }
    const category = field.required('category');
    const role = roles[category];
    if (!role) {
      skipped.push({ entity: 'credits', reason: `IMDb category "${category}" has no Pardeh role` });
      continue;
    }
    const nconst = field.required('nconst');
    wanted.add(nconst);
    credits.push({
      title: { source: SOURCE, sourceId: tconst },
      person: { source: SOURCE, sourceId: nconst },
      role,
      characterName: charactersOf(field),
      billingOrder: field.number('ordering', { integer: true, min: 0 }) ?? 0,
    });
    if (line % 5000 === 0) report({ file: files.principals, line });
  }
  yield { skipped };

  let people: PersonInput[] = [];
  for await (const { line, values } of readDelimited(files.names, {
    delimiter: '\t',
    requiredColumns: ['nconst', 'primaryName'],
  })) {
    const field = new FieldReader(files.names, line, values, NULL);
    const nconst = field.required('nconst');
    if (!wanted.has(nconst)) continue;
    if (!/^nm\d{7,10}$/.test(nconst)) field.fail('nconst', `"${nconst}" is not an IMDb name id`);
    people.push({
      source: SOURCE,
      sourceId: nconst,
      fullnameEn: field.required('primaryName'),
      imdbId: nconst,
    });
    if (people.length >= BATCH) {
      report({ file: files.names, line });
      yield { people };
      people = [];
    }
  }
  yield { people };
  for (const group of chunk(credits, BATCH * 2)) yield { credits: group };
}

/** `["Maya","Herself"]` → "Maya / Herself". */
function charactersOf(field: FieldReader): string | null {
  const raw = field.text('characters');
  if (raw === null) return null;
  try {
    const list = JSON.parse(raw) as unknown;
    if (Array.isArray(list)) return list.map(String).join(' / ') || null;
  } catch {
    // Not JSON: keep the text as written.
  }
  return raw;
}
