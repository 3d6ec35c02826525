/**
 * Synthetic catalogues for benchmarks only (never shipped as content): N titles whose names
 * recombine real film titles (vega-datasets, Wikidata's Persian titles), with long-tailed IMDb
 * votes, ratings around 6.3, more recent years than old ones, 1–3 genres each and, for small
 * catalogues, credits. Loaded in batches of one INSERT … SELECT FROM unnest(…) per column set.
 *
 *   node --import tsx bench/generate-catalogue.ts --titles 100000 --database-url postgres://…
 *   node --import tsx bench/generate-catalogue.ts --titles 3000 --data-dir /tmp/pardeh-bench
 */
import { buildSearchText } from '../apps/api/src/catalog/search/normalize-search-text.ts';
import { slugify } from '../apps/api/src/catalog/slugify.ts';
import { type DatabaseHandle, openDatabase, type SqlRunner } from '../apps/api/src/db/client.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { loadNameSources, type NameSources } from './support/name-sources.ts';
import { type Random, seededRandom } from './support/random.ts';

const BATCH = 5_000;
// Credits make the title page realistic; a million titles' worth would only slow the load.
const MAX_TITLES_WITH_CREDITS = 20_000;
// Above this size the search indexes are built once after the load instead of row by row.
const REINDEX_FROM = 50_000;

const benchGenres: Array<[slug: string, nameFa: string]> = [
  ['drama', 'درام'],
  ['comedy', 'کمدی'],
  ['action', 'اکشن'],
  ['thriller', 'هیجان‌انگیز'],
  ['romance', 'عاشقانه'],
  ['crime', 'جنایی'],
  ['horror', 'ترسناک'],
  ['adventure', 'ماجراجویی'],
  ['documentary', 'مستند'],
  ['animation', 'انیمیشن'],
  ['science-fiction', 'علمی-تخیلی'],
  ['fantasy', 'فانتزی'],
  ['family', 'خانوادگی'],
  ['war', 'جنگی'],
  ['history', 'تاریخی'],
  ['music', 'موسیقی'],
  ['mystery', 'معمایی'],
  ['western', 'وسترن'],
];

/** Joins the start of one real name to the end of another: "The Dark" + "of the Lambs". */
function recombine(random: Random, names: readonly string[]): string {
  const first = random.pick(names).split(' ');
  if (random.chance(0.05)) return first.join(' '); // some names stay real, so exact matches exist
  const second = random.pick(names).split(' ');
  const head = first.slice(0, Math.max(1, random.int(1, first.length)));
  const tail = second.slice(random.int(0, Math.max(0, second.length - 1)));
  return [...head, ...tail].join(' ').slice(0, 120);
}

interface GeneratedTitle {
  slug: string;
  type: 'movie' | 'series';
  titleEn: string;
  titleFa: string | null;
  alias: string | null;
  year: number;
  imdbId: string;
  rating: number | null;
  votes: number | null;
  poster: string | null;
  backdrop: string | null;
  isDubbed: boolean;
  comingSoon: boolean;
  searchText: string;
}

function generateTitle(random: Random, names: NameSources, serial: number): GeneratedTitle {
  const titleEn = recombine(random, names.englishTitles);
  const titleFa =
    names.persianTitles.length > 0 && random.chance(0.3) ? recombine(random, names.persianTitles) : null;
  const alias = random.chance(0.05) ? recombine(random, names.englishTitles) : null;
  // Long-tailed votes (log-normal, median ~250), unknown for some; ratings only where voted.
  const votes = random.chance(0.15)
    ? null
    : Math.min(3_000_000, Math.max(5, Math.round(Math.exp(5.5 + 2 * random.normal()))));
  const rating =
    votes === null ? null : Math.round(Math.min(9.8, Math.max(1, 6.3 + 1.1 * random.normal())) * 10) / 10;
  return {
    slug: slugify(titleEn),
    type: random.chance(0.2) ? 'series' : 'movie',
    titleEn,
    titleFa,
    alias,
    year: 2025 - Math.floor(105 * random.next() ** 2),
    imdbId: `tt9${String(serial).padStart(8, '0')}`,
    rating,
    votes,
    poster: random.chance(0.7) ? `https://img.example/poster/${serial}.jpg` : null,
    backdrop: random.chance(0.4) ? `https://img.example/backdrop/${serial}.jpg` : null,
    isDubbed: random.chance(0.05),
    comingSoon: random.chance(0.003),
    searchText: buildSearchText(titleEn, titleFa, alias ? [alias] : []),
  };
}

async function insertGenres(sql: SqlRunner): Promise<number[]> {
  await sql.query(
    `INSERT INTO genres (slug, name_en, name_fa) SELECT * FROM unnest($1::text[], $1::text[], $2::text[])
     ON CONFLICT (slug) DO NOTHING`,
    [benchGenres.map(([slug]) => slug), benchGenres.map(([, nameFa]) => nameFa)],
  );
  return (await sql.query<{ id: number }>('SELECT id FROM genres ORDER BY id')).map((row) => row.id);
}

async function insertTitles(sql: SqlRunner, rows: GeneratedTitle[]): Promise<number[]> {
  const column = <K extends keyof GeneratedTitle>(key: K) => rows.map((row) => row[key]);
  const inserted = await sql.query<{ id: number }>(
    `INSERT INTO titles (slug, type, title_en, title_fa, aliases, year, imdb_id, imdb_rating, imdb_votes,
       poster_url, backdrop_url, is_dubbed, coming_soon, search_text)
     SELECT slug, type, title_en, title_fa, CASE WHEN alias IS NULL THEN '{}'::text[] ELSE ARRAY[alias] END,
       year, imdb_id, rating, votes, poster, backdrop, dubbed, soon, search_text
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::text[],
       $8::float8[], $9::int[], $10::text[], $11::text[], $12::bool[], $13::bool[], $14::text[])
       AS u(slug, type, title_en, title_fa, alias, year, imdb_id, rating, votes, poster, backdrop, dubbed, soon, search_text)
     RETURNING id`,
    [
      column('slug'),
      column('type'),
      column('titleEn'),
      column('titleFa'),
      column('alias'),
      column('year'),
      column('imdbId'),
      column('rating'),
      column('votes'),
      column('poster'),
      column('backdrop'),
      column('isDubbed'),
      column('comingSoon'),
      column('searchText'),
    ],
  );
  return inserted.map((row) => row.id);
}

async function insertGenreLinks(sql: SqlRunner, random: Random, titleIds: number[], genreIds: number[]) {
  const links = titleIds.flatMap((titleId) => {
    const chosen = new Set(Array.from({ length: random.int(1, 3) }, () => random.pick(genreIds)));
    return [...chosen].map((genreId) => [titleId, genreId] as const);
  });
  await sql.query(
    'INSERT INTO title_genres (title_id, genre_id) SELECT * FROM unnest($1::int[], $2::int[])',
    [links.map(([titleId]) => titleId), links.map(([, genreId]) => genreId)],
  );
}

/** A pool of people and, per title, a director and three actors from it. */
async function insertCredits(sql: SqlRunner, random: Random, names: NameSources, titleIds: number[]) {
  const poolSize = Math.max(50, Math.floor(titleIds.length / 3));
  const fullnames = Array.from({ length: poolSize }, () => {
    const [first] = random.pick(names.englishPeople).split(' ');
    const last = random.pick(names.englishPeople).split(' ').at(-1);
    return `${first} ${last}`;
  });
  const persian = fullnames.map(() =>
    names.persianPeople.length && random.chance(0.3) ? random.pick(names.persianPeople) : null,
  );
  const people = await sql.query<{ id: number }>(
    `INSERT INTO people (slug, fullname_en, fullname_fa, search_text)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) RETURNING id`,
    [
      fullnames.map((name) => slugify(name)),
      fullnames,
      persian,
      fullnames.map((name, index) => buildSearchText(name, persian[index])),
    ],
  );
  const personIds = people.map((row) => row.id);
  const credits: Array<[number, number, string, number]> = [];
  for (const titleId of titleIds) {
    const cast = new Set(Array.from({ length: 4 }, () => random.pick(personIds)));
    for (const [order, personId] of [...cast].entries()) {
      credits.push([titleId, personId, order === 0 ? 'director' : 'actor', order]);
    }
  }
  await sql.query(
    `INSERT INTO credits (title_id, person_id, role, billing_order)
     SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::int[])`,
    [credits.map((c) => c[0]), credits.map((c) => c[1]), credits.map((c) => c[2]), credits.map((c) => c[3])],
  );
}

const searchIndexes = [
  [
    'titles_search_text_trgm',
    'CREATE INDEX titles_search_text_trgm ON titles USING gin (search_text gin_trgm_ops)',
  ],
  [
    'titles_search_text_prefix',
    'CREATE INDEX titles_search_text_prefix ON titles ((left(search_text, 200) COLLATE "C"))',
  ],
  [
    'titles_search_key_trgm',
    'CREATE INDEX titles_search_key_trgm ON titles USING gin (search_key gin_trgm_ops)',
  ],
] as const;

/** Adds `count` synthetic titles to a migrated database; prints progress when `log` is given. */
export async function generateCatalogue(
  database: DatabaseHandle,
  count: number,
  log: (line: string) => void = () => {},
): Promise<void> {
  const random = seededRandom(count);
  const names = loadNameSources();
  const { sql } = database;
  const genreIds = await insertGenres(sql);
  const [{ max } = { max: 0 }] = await sql.query<{ max: number }>(
    'SELECT coalesce(max(id), 0)::int AS max FROM titles',
  );
  const reindex = count >= REINDEX_FROM;
  if (reindex) for (const [name] of searchIndexes) await sql.exec(`DROP INDEX IF EXISTS ${name}`);
  const started = performance.now();
  for (let done = 0; done < count; done += BATCH) {
    const size = Math.min(BATCH, count - done);
    const rows = Array.from({ length: size }, (_, index) =>
      generateTitle(random, names, max + done + index + 1),
    );
    const titleIds = await insertTitles(sql, rows);
    await insertGenreLinks(sql, random, titleIds, genreIds);
    if (count <= MAX_TITLES_WITH_CREDITS) await insertCredits(sql, random, names, titleIds);
    if ((done / BATCH) % 20 === 0)
      log(`  ${done + size} / ${count} titles (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  }
  if (reindex) {
    log('  building search indexes');
    for (const [, create] of searchIndexes) await sql.exec(create);
  }
  // On PostgreSQL autovacuum vacuums a freshly loaded table within a minute or so, setting the
  // visibility map that lets search's index-only scans skip the table; doing it now keeps it from
  // landing in the middle of a measurement. The embedded database has no autovacuum: its catalogue
  // stays as loaded, and so it is measured.
  await sql.exec(database.kind === 'postgres' ? 'VACUUM ANALYZE' : 'ANALYZE');
  log(`  ${count} titles in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function main() {
  const argument = (name: string) => {
    const index = process.argv.indexOf(`--${name}`);
    return index > 0 ? process.argv[index + 1] : undefined;
  };
  const count = Number(argument('titles') ?? 100_000);
  const databaseUrl = argument('database-url') ?? process.env.DATABASE_URL;
  const dataDir = argument('data-dir');
  if (!databaseUrl && !dataDir) throw new Error('give --database-url (or DATABASE_URL) or --data-dir');
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: dataDir as string });
  try {
    await migrate(database.sql);
    await generateCatalogue(database, count, (line) => process.stdout.write(`${line}\n`));
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.filename === process.argv[1]) await main();
