import type { DatabaseHandle } from '../../db/client.ts';
import { announceCatalogChange } from '../../realtime/catalog-changes.ts';
import { writeCanon } from '../canon/write-canon.ts';
import { GenreCatalog } from '../genre-catalog.ts';
import { showFirstCollectionsOnHome } from '../home/home-rows-db.ts';
import { CatalogWriter, dateTitlesInReleaseOrder } from '../import/catalog-writer-db.ts';
import { type CreditInput, type PersonInput, sourceKeyOf, type TitleInput } from '../import/import-types.ts';
import { chunk } from '../import/record-values.ts';
import { mergeLikelyDuplicates } from '../people/merge-likely-duplicates.ts';
import { cleanVegaMovie } from './clean-vega-movie.ts';
import {
  loadDemoCatalogue,
  loadDemoSeries,
  loadFilmGenres,
  loadPersianTitles,
  loadVegaMovies,
} from './demo-content.ts';
import { lockSeedAndFindTitles } from './seed-db.ts';
import { filmDemoPlan, writeDemoPlan } from './seed-demo-files.ts';
import { writeDemoSeries } from './seed-demo-series.ts';
import { filmMatchKey, loadNetflixFilmIds, writeOpenCatalogue } from './seed-open-catalogue.ts';

export interface SeedResult {
  titles: number;
  series: number;
  episodes: number;
  people: number;
  credits: number;
  collections: number;
  files: number;
  skipped: number;
  seconds: number;
}

/**
 * The default catalogue, written when the titles table is empty (first start): vega-datasets'
 * films with their directors and genres, Persian titles, the series of data/demo-series.json with
 * their seasons and episodes, the open catalogue (Wikidata's Iranian films and the Netflix
 * snapshot, merged by IMDb id), the canon of Iranian films and series (merged with what the
 * others wrote), collections, and demo flags and files from data/, dated so the
 * newest titles with a Persian name lead. Returns null when there was already a catalogue.
 */
export async function seedCatalogIfEmpty(
  database: Pick<DatabaseHandle, 'sql'>,
  now = new Date(),
): Promise<SeedResult | null> {
  const startedAt = performance.now();
  const seeded = await database.sql.transaction(async (tx): Promise<SeedResult | null> => {
    if (await lockSeedAndFindTitles(tx)) return null;
    const writer = new CatalogWriter(tx);
    await writer.ensureGenres();
    const { films, directors } = await writeFilms(writer, await loadNetflixFilmIds());
    const series = await writeDemoSeries(writer, tx, loadDemoSeries(), directors);
    const knownPeople = new Map([...directors].map((name) => [name, { source: 'vega', sourceId: name }]));
    await writeOpenCatalogue(writer, knownPeople);
    await writeCanon(writer, tx);
    const merged = await mergeLikelyDuplicates(tx);
    const demo = loadDemoCatalogue();
    const filmOf = (key: string) => {
      const film = films.get(key);
      if (!film) throw new Error(`data/demo-catalogue.json names "${key}", which is not in the demo films`);
      return film;
    };
    const idOf = (key: string) => filmOf(key).id;
    await writer.write({
      collections: demo.collections.map((collection) => ({
        ...collection,
        titles: collection.titles.map((key) => ({ source: 'vega', sourceId: filmOf(key).sourceId })),
      })),
    });
    await showFirstCollectionsOnHome(tx);
    const filmPlan = filmDemoPlan(demo, idOf);
    const files = await writeDemoPlan(tx, demo, {
      flags: [...filmPlan.flags, ...series.plan.flags],
      playable: [...filmPlan.playable, ...series.plan.playable],
    });
    await dateTitlesInReleaseOrder(tx, now);
    const { counts } = writer.summary;
    return {
      titles: counts.titles.inserted,
      series: series.titles,
      episodes: series.episodes,
      people: counts.people.inserted - merged,
      credits: counts.credits.inserted,
      collections: counts.collections.inserted,
      files,
      skipped: counts.titles.skipped,
      seconds: (performance.now() - startedAt) / 1000,
    };
  });
  if (seeded) await announceCatalogChange(database.sql);
  return seeded;
}

export const formatSeedLine = (result: SeedResult) =>
  `Seeded the demo catalogue: ${result.titles} titles (${result.series} series, ${result.episodes} episodes), ${result.people} people, ${result.credits} credits, ` +
  `${result.collections} collections, ${result.files} files in ${result.seconds.toFixed(1)} s`;

/**
 * Writes the vega films, with the IMDb id of the same film on Netflix where there is one; returns
 * their ids and source ids by "English title|year", and the directors' names.
 */
async function writeFilms(
  writer: CatalogWriter,
  netflixIds: Map<string, string>,
): Promise<{ films: Map<string, { id: number; sourceId: string }>; directors: Set<string> }> {
  const persianTitles = loadPersianTitles();
  const filmGenres = loadFilmGenres();
  const genres = GenreCatalog.load();
  const titles: TitleInput[] = [];
  const people = new Map<string, PersonInput>();
  const credits: CreditInput[] = [];
  const keyOfSource = new Map<string, string>();
  for (const movie of loadVegaMovies()) {
    const cleaned = cleanVegaMovie(movie);
    if (!cleaned.ok) {
      writer.summary.skip('titles', cleaned.reason);
      continue;
    }
    const { title, key, director } = cleaned;
    const sourceGenres = genres.map('vega', cleaned.genreNames).slugs;
    titles.push({
      ...title,
      imdbId: netflixIds.get(filmMatchKey(title.titleEn, title.year)) ?? null,
      titleFa: persianTitles[key] ?? null,
      genres: sourceGenres.length > 0 ? sourceGenres : (filmGenres[key] ?? []),
    });
    keyOfSource.set(title.sourceId, key);
    if (director) {
      people.set(director, { source: 'vega', sourceId: director, fullnameEn: director });
      credits.push({ title, person: { source: 'vega', sourceId: director }, role: 'director' });
    }
  }
  for (const group of chunk(titles, 1000)) await writer.write({ titles: group });
  for (const group of chunk([...people.values()], 1000)) await writer.write({ people: group });
  for (const group of chunk(credits, 2000)) await writer.write({ credits: group });

  const films = new Map<string, { id: number; sourceId: string }>();
  for (const title of titles) {
    const id = writer.titleIds.get(sourceKeyOf(title));
    const key = keyOfSource.get(title.sourceId);
    if (id !== undefined && key && !films.has(key)) films.set(key, { id, sourceId: title.sourceId });
  }
  return { films, directors: new Set(people.keys()) };
}
