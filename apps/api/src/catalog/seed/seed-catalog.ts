import type { DatabaseHandle } from '../../db/client.ts';
import { GenreCatalog } from '../genre-catalog.ts';
import { CatalogWriter } from '../import/catalog-writer.ts';
import { type CreditInput, type PersonInput, sourceKeyOf, type TitleInput } from '../import/import-types.ts';
import { chunk, type Tx } from '../import/record-table.ts';
import { cleanVegaMovie } from './clean-vega-movie.ts';
import {
  type DemoCatalogue,
  loadDemoCatalogue,
  loadPersianTitles,
  loadVegaMovies,
  mediaSize,
} from './demo-content.ts';

export interface SeedResult {
  titles: number;
  people: number;
  credits: number;
  collections: number;
  files: number;
  skipped: number;
  seconds: number;
}

// Any fixed number: keeps two instances starting together on one PostgreSQL from both seeding.
const SEED_LOCK_KEY = 7_305_203;

/**
 * The demo catalogue, written when the titles table is empty (first start): vega-datasets' films
 * with their directors and genres, Persian titles, collections, and demo flags and files from
 * data/. Returns null when there was already a catalogue.
 */
export async function seedCatalogIfEmpty(
  database: Pick<DatabaseHandle, 'sql'>,
  now = new Date(),
): Promise<SeedResult | null> {
  const startedAt = performance.now();
  return database.sql.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    const [existing] = await tx.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM titles) AS any');
    if (existing?.any) return null;
    const writer = new CatalogWriter(tx);
    await writer.ensureGenres();
    const films = await writeFilms(writer);
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
    const files = await writeDemoFlagsAndFiles(tx, demo, idOf, now);
    const { counts } = writer.summary;
    return {
      titles: counts.titles.inserted,
      people: counts.people.inserted,
      credits: counts.credits.inserted,
      collections: counts.collections.inserted,
      files,
      skipped: counts.titles.skipped,
      seconds: (performance.now() - startedAt) / 1000,
    };
  });
}

export const formatSeedLine = (result: SeedResult) =>
  `Seeded the demo catalogue: ${result.titles} titles, ${result.people} people, ${result.credits} credits, ` +
  `${result.collections} collections, ${result.files} files in ${result.seconds.toFixed(1)} s`;

/** Writes the vega films; returns their ids and source ids by "English title|year". */
async function writeFilms(writer: CatalogWriter): Promise<Map<string, { id: number; sourceId: string }>> {
  const persianTitles = loadPersianTitles();
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
    titles.push({
      ...title,
      titleFa: persianTitles[key] ?? null,
      genres: genres.map('vega', cleaned.genreNames).slugs,
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
  return films;
}

const addDays = (day: Date, days: number) =>
  new Date(day.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** Dubbed, subtitled and coming-soon flags, trailers, files and screenshots of the demo titles. */
async function writeDemoFlagsAndFiles(
  tx: Tx,
  demo: DemoCatalogue,
  idOf: (key: string) => number,
  now: Date,
): Promise<number> {
  const dubbed = new Set(demo.dubbed.map(idOf));
  const subtitled = new Set(demo.subtitled.map(idOf));
  const playable = new Set([...dubbed, ...subtitled]);
  const comingSoon = demo.comingSoon.map(({ title, inDays }) => ({
    id: idOf(title),
    date: addDays(now, inDays),
  }));
  const flags = [
    ...[...playable].map((id) => ({
      id,
      is_dubbed: dubbed.has(id),
      has_subtitle: subtitled.has(id),
      coming_soon: false,
      expected_release_date: null as string | null,
    })),
    ...comingSoon.map(({ id, date }) => ({
      id,
      is_dubbed: false,
      has_subtitle: false,
      coming_soon: true,
      expected_release_date: date,
    })),
  ];
  await tx.query(
    `UPDATE titles AS t SET is_dubbed = r.is_dubbed, has_subtitle = r.has_subtitle, coming_soon = r.coming_soon,
       expected_release_date = r.expected_release_date, trailer_url = $2
     FROM jsonb_to_recordset($1::jsonb)
       AS r(id integer, is_dubbed boolean, has_subtitle boolean, coming_soon boolean, expected_release_date date)
     WHERE t.id = r.id`,
    [JSON.stringify(flags), demo.media.trailer],
  );

  const premium = new Set(demo.premiumQualities);
  const languageFile = {
    quality: demo.media.languageFile.quality,
    url: `/media/${demo.media.languageFile.file}`,
    size: mediaSize(demo.media.languageFile.file),
  };
  const originals = demo.media.files.map((file) => ({
    quality: file.quality,
    url: `/media/${file.file}`,
    size: mediaSize(file.file, file.parts),
  }));
  const files: Array<Record<string, unknown>> = [];
  for (const id of playable) {
    for (const file of originals) {
      files.push({
        title_id: id,
        quality: file.quality,
        size_bytes: file.size,
        language: 'original',
        url: file.url,
        premium_only: premium.has(file.quality),
      });
    }
    // Dubbed and subtitled versions are a subscriber's extra on every other demo title.
    const extraIsPremium = id % 2 === 0;
    if (dubbed.has(id))
      files.push({
        title_id: id,
        quality: languageFile.quality,
        size_bytes: languageFile.size,
        language: 'dubbed',
        url: languageFile.url,
        premium_only: extraIsPremium,
      });
    if (subtitled.has(id))
      files.push({
        title_id: id,
        quality: languageFile.quality,
        size_bytes: languageFile.size,
        language: 'subtitled',
        url: languageFile.url,
        premium_only: extraIsPremium,
      });
  }
  await tx.query(
    `INSERT INTO title_files (title_id, quality, size_bytes, language, url, premium_only)
     SELECT title_id, quality, size_bytes, language, url, premium_only FROM jsonb_to_recordset($1::jsonb)
       AS r(title_id integer, quality text, size_bytes bigint, language text, url text, premium_only boolean)`,
    [JSON.stringify(files)],
  );
  // Screenshots are frames of the sample clip these titles play: honest pictures of what plays.
  const screenshots = [...playable].flatMap((id) =>
    demo.media.screenshots.map((frame, position) => ({ title_id: id, url: `/media/${frame}`, position })),
  );
  await tx.query(
    `INSERT INTO screenshots (title_id, url, position)
     SELECT title_id, url, position FROM jsonb_to_recordset($1::jsonb) AS r(title_id integer, url text, position integer)`,
    [JSON.stringify(screenshots)],
  );
  return files.length;
}
