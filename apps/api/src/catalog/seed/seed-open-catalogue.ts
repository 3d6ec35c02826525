import fs from 'node:fs';
import path from 'node:path';
import { catalogDataDir } from '../catalog-data-dir.ts';
import type { CatalogWriter } from '../import/catalog-writer-db.ts';
import { parseNetflix } from '../import/formats/netflix.ts';
import { readDelimited } from '../import/formats/read-delimited.ts';
import { parseWikidata } from '../import/formats/wikidata.ts';
import type { ImportBatch, SourceKey } from '../import/import-types.ts';

/** The project's compact copy of the freely licensed sources (scripts/build-open-catalogue.ts). */
const openCatalogueDir = path.join(catalogDataDir, 'open-catalogue');
export const wikidataFile = path.join(openCatalogueDir, 'wikidata-iranian-films.json');
const netflixDir = path.join(openCatalogueDir, 'netflix');
const persianTitlesFile = path.join(catalogDataDir, 'persian-titles-imdb.json');

/** Persian names of well-known titles of the open catalogue, by IMDb id (data/persian-titles-imdb.json). */
export const loadPersianTitlesByImdbId = (): Record<string, string> =>
  (JSON.parse(fs.readFileSync(persianTitlesFile, 'utf8')) as { titles: Record<string, string> }).titles;

/** "the godfather|1972": the key that pairs a film of another source with a Netflix one. */
export const filmMatchKey = (title: string, year: number) =>
  `${title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()}|${year}`;

/**
 * IMDb ids of the Netflix films by match key. vega-datasets' films carry no ids; given the id of
 * the same film on Netflix, the shared write path merges the two into one title.
 */
export async function loadNetflixFilmIds(): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for await (const { values } of readDelimited(path.join(netflixDir, 'titles.csv'), {
    delimiter: ',',
    requiredColumns: ['title', 'type', 'release_year', 'imdb_id'],
  })) {
    const year = Number(values.release_year);
    if (values.type === 'MOVIE' && values.imdb_id && values.title && year) {
      ids.set(filmMatchKey(values.title, year), values.imdb_id);
    }
  }
  return ids;
}

/**
 * Writes the Wikidata Iranian films (Persian titles, Persian names of their directors and cast)
 * and the Netflix snapshot (descriptions, ratings, age ratings, seasons, credits), the latter with
 * the Persian names of data/persian-titles-imdb.json. `knownPeople`
 * maps an English name to a person the seed already wrote, so a director listed by name in
 * vega-datasets and by id on Netflix is one person.
 */
export async function writeOpenCatalogue(
  writer: CatalogWriter,
  knownPeople: Map<string, SourceKey>,
): Promise<void> {
  const ignore = () => {};
  const persianTitles = loadPersianTitlesByImdbId();
  for await (const batch of parseWikidata(wikidataFile, ignore)) await writer.write(batch);
  for await (const batch of parseNetflix(netflixDir, ignore)) {
    await writer.write(withKnownPeople(withPersianTitles(batch, persianTitles), knownPeople));
  }
}

function withPersianTitles(batch: ImportBatch, persianTitles: Record<string, string>): ImportBatch {
  if (!batch.titles) return batch;
  return {
    ...batch,
    titles: batch.titles.map((title) => {
      const titleFa = title.imdbId ? persianTitles[title.imdbId] : undefined;
      return titleFa && !title.titleFa ? { ...title, titleFa } : title;
    }),
  };
}

function withKnownPeople(batch: ImportBatch, knownPeople: Map<string, SourceKey>): ImportBatch {
  if (!batch.people) return batch;
  const renamed = new Map<string, SourceKey>();
  const people = batch.people.flatMap((person) => {
    const known = knownPeople.get(person.fullnameEn);
    if (!known) return [person];
    renamed.set(person.sourceId, known);
    return [];
  });
  const credits = batch.credits?.map((credit) => ({
    ...credit,
    person: renamed.get(credit.person.sourceId) ?? credit.person,
  }));
  return { ...batch, people, credits };
}
