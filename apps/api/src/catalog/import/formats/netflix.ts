import fs from 'node:fs';
import path from 'node:path';
import { GenreCatalog } from '../../genre-catalog.ts';
import { withoutFamilyGenresIfAdult } from '../../genres/family-genres.ts';
import { ImportInputError } from '../import-input-error.ts';
import type { CreditInput, ImportBatch, ParsePosition, PersonInput, TitleInput } from '../import-types.ts';
import { FieldReader } from './parse-values.ts';
import { readDelimited } from './read-delimited.ts';

const SOURCE = 'netflix';
const BATCH = 1000;
/** The columns of titles.csv and credits.csv this importer reads. */
export const netflixTitleColumns = [
  'id',
  'title',
  'type',
  'description',
  'release_year',
  'age_certification',
  'runtime',
  'genres',
  'production_countries',
  'seasons',
  'imdb_id',
  'imdb_score',
  'imdb_votes',
  'tmdb_popularity',
];
export const netflixCreditColumns = ['id', 'title_id', 'name', 'character', 'role'];

/** The two files of the Netflix snapshot: a directory holding them, or the path of titles.csv. */
export function netflixFiles(target: string): { titles: string; credits: string } {
  if (!fs.existsSync(target)) throw new ImportInputError(target, undefined, 'file or directory not found');
  const directory =
    fs.existsSync(target) && fs.statSync(target).isDirectory() ? target : path.dirname(target);
  const files = { titles: path.join(directory, 'titles.csv'), credits: path.join(directory, 'credits.csv') };
  for (const file of Object.values(files)) {
    if (!fs.existsSync(file))
      throw new ImportInputError(
        file,
        undefined,
        'file not found (expected titles.csv and credits.csv together)',
      );
  }
  return files;
}

/** Netflix titles.csv (films and shows with IMDb ids and scores) then credits.csv (actors, directors). */
export async function* parseNetflix(
  target: string,
  report: (position: ParsePosition) => void,
): AsyncIterable<ImportBatch> {
  const files = netflixFiles(target);
  const genres = GenreCatalog.load();
  let titles: TitleInput[] = [];
  let skipped: NonNullable<ImportBatch['skipped']> = [];
  for await (const { line, values } of readDelimited(files.titles, {
    delimiter: ',',
    requiredColumns: netflixTitleColumns,
  })) {
    const field = new FieldReader(files.titles, line, values);
    const type = field.required('type');
    if (type !== 'MOVIE' && type !== 'SHOW') field.fail('type', `"${type}" is neither MOVIE nor SHOW`);
    const imdbId = field.text('imdb_id');
    if (imdbId !== null && !/^tt\d{7,10}$/.test(imdbId))
      field.fail('imdb_id', `"${imdbId}" is not an IMDb title id`);
    const mapped = genres.map('netflix', field.pythonList('genres'));
    for (const genre of mapped.unmapped)
      skipped.push({ entity: 'genres', reason: `Netflix genre "${genre}" has no Pardeh genre` });
    const seasonCount = field.number('seasons', { integer: true, min: 0, max: 500 }) ?? 0;
    const ageRating = field.text('age_certification');
    titles.push({
      source: SOURCE,
      sourceId: field.required('id'),
      type: type === 'MOVIE' ? 'movie' : 'series',
      titleEn: field.required('title'),
      year: field.number('release_year', { integer: true, min: 1870, max: 2100 }),
      plotEn: field.text('description'),
      ageRating,
      // A runtime of 0 means unknown in this snapshot.
      runtime: field.number('runtime', { integer: true, min: 0 }) || null,
      countries: field.pythonList('production_countries').filter((code) => /^[A-Z]{2}$/.test(code)),
      imdbId,
      imdbRating: field.number('imdb_score', { min: 0, max: 10 }),
      imdbVotes: field.number('imdb_votes', { integer: true, min: 0 }),
      popularity: field.number('tmdb_popularity', { min: 0 }),
      // JustWatch's "family" is also "about a family" (Family Business, TV-MA): not «خانوادگی».
      genres: withoutFamilyGenresIfAdult(mapped.slugs, ageRating),
      seasons: Array.from({ length: seasonCount }, (_, index) => ({ number: index + 1 })),
    });
    if (titles.length >= BATCH) {
      report({ file: files.titles, line });
      yield { titles, skipped };
      titles = [];
      skipped = [];
    }
  }
  yield { titles, skipped };

  let people: PersonInput[] = [];
  let credits: CreditInput[] = [];
  const order = new Map<string, number>();
  for await (const { line, values } of readDelimited(files.credits, {
    delimiter: ',',
    requiredColumns: netflixCreditColumns,
  })) {
    const field = new FieldReader(files.credits, line, values);
    const role = field.required('role');
    if (role !== 'ACTOR' && role !== 'DIRECTOR')
      field.fail('role', `"${role}" is neither ACTOR nor DIRECTOR`);
    const personId = field.required('id');
    const titleId = field.required('title_id');
    people.push({ source: SOURCE, sourceId: personId, fullnameEn: field.required('name') });
    const billing = order.get(`${titleId}:${role}`) ?? 0;
    order.set(`${titleId}:${role}`, billing + 1);
    credits.push({
      title: { source: SOURCE, sourceId: titleId },
      person: { source: SOURCE, sourceId: personId },
      role: role === 'ACTOR' ? 'actor' : 'director',
      characterName: field.text('character'),
      billingOrder: billing,
    });
    if (credits.length >= BATCH * 2) {
      report({ file: files.credits, line });
      yield { people, credits };
      people = [];
      credits = [];
    }
  }
  yield { people, credits };
}
