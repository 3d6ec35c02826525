/**
 * Search quality (#31): runs bench/search-queries.json against the default catalogue through the
 * dropdown's searches (titles or people, as the query expects) and prints hit@1 and hit@3 per
 * class: the share of queries whose title or person is the first result, or among the first three.
 * Goals: hit@3 ≥ 0.9 in every class, ≥ 0.98 for exact titles (persian, english).
 *
 *   npm run bench:search-quality [-- --misses]
 */
import fs from 'node:fs';
import path from 'node:path';
import { searchPeople } from '../apps/api/src/catalog/search/search-people.ts';
import { searchTitlesForgivingly } from '../apps/api/src/catalog/search/search-titles.ts';
import { type QueryClass, queryClasses, type SearchCase } from './search-query-set.ts';
import { openDefaultCatalogue } from './support/default-catalogue.ts';
import { recordFigure } from './support/figures.ts';

const cases: SearchCase[] = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, 'search-queries.json'), 'utf8'),
);
const showMisses = process.argv.includes('--misses');
const log = (line: string) => process.stdout.write(`${line}\n`);

const database = await openDefaultCatalogue();
const titleNames = new Map(
  (
    await database.sql.query<{ id: number; name: string }>(
      `SELECT id, title_en || '|' || year AS name FROM titles`,
    )
  ).map((row) => [row.id, row.name]),
);
const personNames = new Map(
  (await database.sql.query<{ id: number; name: string }>('SELECT id, fullname_en AS name FROM people')).map(
    (row) => [row.id, row.name],
  ),
);

const exactClasses: QueryClass[] = ['persian', 'english'];
const tally = new Map(queryClasses.map((name) => [name, { queries: 0, hit1: 0, hit3: 0 }]));
for (const entry of cases) {
  const found =
    'title' in entry.expect
      ? (await searchTitlesForgivingly(database, entry.query, false, null)).data.map((title) =>
          titleNames.get(title.id),
        )
      : (await searchPeople(database, entry.query, false, null)).data.map((person) =>
          personNames.get(person.id),
        );
  const wanted = 'title' in entry.expect ? entry.expect.title : entry.expect.person;
  const position = found.indexOf(wanted);
  const counts = tally.get(entry.class);
  if (!counts) throw new Error(`unknown class ${entry.class}`);
  counts.queries++;
  if (position === 0) counts.hit1++;
  if (position >= 0 && position < 3) counts.hit3++;
  if (showMisses && position !== 0) {
    log(
      `  ${entry.class}: «${entry.query}» wants ${wanted}, at ${position + 1 || '–'}; got ${found.slice(0, 3).join(', ')}`,
    );
  }
}
await database.close();

log('| class | queries | hit@1 | hit@3 | goal (hit@3) |');
log('|---|---:|---:|---:|---:|');
for (const [name, { queries, hit1, hit3 }] of tally) {
  const goal = exactClasses.includes(name) ? 0.98 : 0.9;
  const share = (hits: number) => (queries ? hits / queries : 0).toFixed(2);
  log(`| ${name} | ${queries} | ${share(hit1)} | ${share(hit3)} | ≥ ${goal} |`);
  recordFigure({
    name: `search quality, ${name} (${queries} queries)`,
    value: `hit@1 ${share(hit1)}, hit@3 ${share(hit3)}`,
    goal: `hit@3 ≥ ${goal}`,
    met: queries > 0 && hit3 / queries >= goal,
  });
}
