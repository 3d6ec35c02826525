/**
 * Title search latency on large synthetic catalogues: the dropdown query (searchTitlesForgivingly,
 * no cache) run one at a time over realistic queries, p50/p99 per class, catalogue size and
 * database. Classes: as typed (prefixes and words of existing English and Persian names, common
 * words, misses), the other keyboard layout and typos of sampled names, and the query set's
 * Finglish and Persian spellings of foreign names (bench/search-query-set.ts), which go through
 * every step of the search that forgives.
 *
 *   node --import tsx bench/search-latency.ts [--sizes 100000,1000000] [--pglite 100000]
 *
 * Goals (PostgreSQL, #31): p99 < 25 ms at 100k titles, < 50 ms at 1M, for each class.
 */
import os from 'node:os';
import { swapKeyboardLayout } from '../apps/api/src/catalog/search/keyboard-layout.ts';
import { normalizeSearchText } from '../apps/api/src/catalog/search/normalize-search-text.ts';
import { searchTitlesForgivingly } from '../apps/api/src/catalog/search/search-titles.ts';
import { type DatabaseHandle, openDatabase } from '../apps/api/src/db/client.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { generateCatalogue } from './generate-catalogue.ts';
import { finglish, persianSpellings } from './search-query-set.ts';
import { createBenchDatabase, startBenchPostgres } from './support/bench-databases.ts';
import { recordFigure } from './support/figures.ts';
import { misspell } from './support/misspell.ts';
import { seededRandom } from './support/random.ts';

const argument = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return (index > 0 ? process.argv[index + 1] : undefined) ?? fallback;
};
const postgresSizes = argument('sizes', '100000,1000000').split(',').filter(Boolean).map(Number);
const pgliteSize = Number(argument('pglite', '100000'));
const log = (line: string) => process.stdout.write(`${line}\n`);

const commonQueries = [
  'the',
  'love',
  'man',
  'night',
  'of the',
  'star',
  'dead',
  'عشق',
  'شب',
  'در',
  'zqxj',
  'qqqq',
  'ab',
];

/** The queries of each class. */
async function buildQueries(
  database: DatabaseHandle,
): Promise<Array<[queryClass: string, queries: string[]]>> {
  const typed = await buildTypedQueries(database);
  const random = seededRandom(31);
  const names = (
    await database.sql.query<{ title_en: string; title_fa: string | null }>(
      "SELECT title_en, title_fa FROM titles ORDER BY md5(id::text || 'forgiving') LIMIT 100",
    )
  ).flatMap((row) => [
    normalizeSearchText(row.title_en),
    ...(row.title_fa ? [normalizeSearchText(row.title_fa)] : []),
  ]);
  return [
    ['as typed', typed],
    ['other layout', names.flatMap((name) => swapKeyboardLayout(name) ?? []).slice(0, 100)],
    [
      'typos',
      names
        .filter((name) => /\p{L}{4,}/u.test(name))
        .map((name) => misspell(random, name))
        .slice(0, 100),
    ],
    ['finglish', finglish.map(([query]) => query)],
    ['persian spellings', persianSpellings.map(([query]) => query)],
  ];
}

/** 400 queries drawn from the catalogue itself, the way people type: word starts and prefixes. */
async function buildTypedQueries(database: DatabaseHandle): Promise<string[]> {
  const random = seededRandom(7);
  const sample = await database.sql.query<{ title_en: string; title_fa: string | null }>(
    // The same sample every run (the catalogue is seeded too), so runs compare query for query.
    'SELECT title_en, title_fa FROM titles ORDER BY md5(id::text) LIMIT 400',
  );
  const queries: string[] = [];
  for (const row of sample) {
    const english = normalizeSearchText(row.title_en);
    const words = english.split(' ');
    const word = words[random.int(0, words.length - 1)] ?? english;
    queries.push(random.chance(0.5) ? english.slice(0, random.int(3, 12)) : word.slice(0, random.int(2, 8)));
    if (row.title_fa && random.chance(0.5))
      queries.push(normalizeSearchText(row.title_fa).slice(0, random.int(2, 8)));
  }
  for (const query of commonQueries) queries.push(query, query);
  return queries.slice(0, 400);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

// The machine is shared: a figure means little without the load it was taken under.
const loadAverage = () => os.loadavg()[0]?.toFixed(1) ?? '?';

async function measure(label: string, database: DatabaseHandle, size: number, goalMs?: number) {
  const classes = await buildQueries(database);
  const search = (query: string) => searchTitlesForgivingly(database, query, false, null);
  for (const query of classes.flatMap(([, queries]) => queries.slice(0, 20))) await search(query); // warm caches and plans
  for (const [queryClass, queries] of classes) {
    const loadBefore = loadAverage();
    const timed: Array<[query: string, ms: number]> = [];
    for (const query of queries) {
      const started = performance.now();
      await search(query);
      timed.push([query, performance.now() - started]);
    }
    const sorted = timed.map(([, ms]) => ms).sort((a, b) => a - b);
    const slowest = timed.sort((a, b) => b[1] - a[1]).slice(0, 5);
    const format = (ms: number) => `${ms.toFixed(1)} ms`;
    const figures = `p50 ${format(percentile(sorted, 50))}, p95 ${format(percentile(sorted, 95))}, p99 ${format(percentile(sorted, 99))}`;
    log(
      `search ${label} ${size.toLocaleString('en')} titles, ${queryClass}, ${sorted.length} queries: ${figures}, max ${format(sorted.at(-1) ?? 0)}` +
        (goalMs ? `; goal p99 < ${goalMs} ms` : '') +
        ` (load average ${loadBefore} → ${loadAverage()})`,
    );
    recordFigure({
      name: `search ${label}, ${size.toLocaleString('en')} titles, ${queryClass}`,
      value: figures,
      ...(goalMs ? { goal: `p99 < ${goalMs} ms`, met: percentile(sorted, 99) < goalMs } : {}),
    });
    log(`  slowest: ${slowest.map(([query, ms]) => `«${query}» ${format(ms)}`).join(', ')}`);
  }
}

const postgres = await startBenchPostgres();
try {
  for (const size of postgresSizes) {
    const { database } = await createBenchDatabase(postgres.adminUrl, `pardeh_bench_search_${size}`);
    try {
      log(`PostgreSQL: generating ${size.toLocaleString('en')} titles`);
      await generateCatalogue(database, size, log);
      await measure('PostgreSQL', database, size, size <= 100_000 ? 25 : 50);
    } finally {
      await database.close();
    }
  }
} finally {
  await postgres.stop();
}

if (pgliteSize > 0) {
  const database = await openDatabase({ inMemory: true });
  try {
    await migrate(database.sql);
    log(`embedded database: generating ${pgliteSize.toLocaleString('en')} titles`);
    await generateCatalogue(database, pgliteSize, log);
    await measure('embedded (PGlite)', database, pgliteSize);
  } finally {
    await database.close();
  }
}
