/**
 * Writes bench/search-queries.json, the search quality query set (#31), from the default
 * catalogue: exact Persian and English names of its best-known titles, the same names typed with
 * the other keyboard layout active, typos in them (one edit in a word of 4–7 letters, two in a
 * longer one), and the hand-written Finglish, Persian-spelling and people lists of
 * bench/search-query-set.ts. Seeded, so a rebuild gives the same set for the same catalogue.
 *
 *   node --import tsx bench/build-search-queries.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { swapKeyboardLayout } from '../apps/api/src/catalog/search/keyboard-layout.ts';
import { normalizeSearchText } from '../apps/api/src/catalog/search/normalize-search-text.ts';
import { finglish, people, persianSpellings, type SearchCase } from './search-query-set.ts';
import { openDefaultCatalogue } from './support/default-catalogue.ts';
import { misspell } from './support/misspell.ts';
import { seededRandom } from './support/random.ts';

const PER_CLASS = 45;
const output = path.join(import.meta.dirname, 'search-queries.json');

interface TitleRow {
  title_en: string;
  title_fa: string | null;
  year: number;
}

const database = await openDefaultCatalogue();
// The best-known titles first: what people look for most.
const titles = await database.sql.query<TitleRow>(
  `SELECT title_en, title_fa, year FROM titles WHERE year IS NOT NULL
   ORDER BY imdb_votes DESC NULLS LAST, id LIMIT 600`,
);
await database.close();

/** Names that more than one title bears cannot tell which one a query wants. */
function uniqueNames(names: Array<[name: string, row: TitleRow]>): Array<[string, TitleRow]> {
  const counts = new Map<string, number>();
  for (const [name] of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return names.filter(([name]) => counts.get(name) === 1);
}

const english = uniqueNames(titles.map((row) => [normalizeSearchText(row.title_en), row]));
const persian = uniqueNames(
  titles.flatMap((row) =>
    row.title_fa ? [[normalizeSearchText(row.title_fa), row] as [string, TitleRow]] : [],
  ),
);
const expectTitle = (row: TitleRow) => ({ title: `${row.title_en}|${row.year}` });
const random = seededRandom(31);
const cases: SearchCase[] = [];

const take = (rows: Array<[string, TitleRow]>, every: number, offset: number) =>
  rows.filter((_, index) => index % every === offset).slice(0, PER_CLASS);

for (const [name, row] of take(persian, 2, 0))
  cases.push({ class: 'persian', query: name, expect: expectTitle(row) });
for (const [name, row] of take(english, 2, 0))
  cases.push({ class: 'english', query: name, expect: expectTitle(row) });
// The other halves, so a name is not in two classes.
for (const [name, row] of take(persian, 2, 1).flatMap(swappable)) {
  cases.push({ class: 'layout-persian-on-latin', query: name, expect: expectTitle(row) });
}
for (const [name, row] of take(english, 2, 1).flatMap(swappable)) {
  cases.push({ class: 'layout-latin-on-persian', query: name, expect: expectTitle(row) });
}
const typoSources = english.filter(([name]) => /[a-z]{4,}/.test(name)).filter((_, index) => index % 3 === 2);
for (const [name, row] of typoSources.slice(0, PER_CLASS)) {
  cases.push({ class: 'typos', query: misspell(random, name), expect: expectTitle(row) });
}
const persianTypoSources = persian
  .filter(([name]) => /\p{L}{4,}/u.test(name))
  .filter((_, index) => index % 3 === 2);
for (const [name, row] of persianTypoSources.slice(0, 20)) {
  cases.push({ class: 'typos', query: misspell(random, name), expect: expectTitle(row) });
}
for (const [list, queryClass] of [
  [finglish, 'finglish'],
  [persianSpellings, 'persian-spelling'],
  [people, 'people'],
] as const) {
  for (const [query, expect] of list) cases.push({ class: queryClass, query, expect });
}

/** The name as the other layout types it, when every character has a key there. */
function swappable([name, row]: [string, TitleRow]): Array<[string, TitleRow]> {
  const typed = swapKeyboardLayout(name);
  return typed ? [[typed, row]] : [];
}

fs.writeFileSync(output, `${JSON.stringify(cases, null, 1)}\n`);
const counts = new Map<string, number>();
for (const entry of cases) counts.set(entry.class, (counts.get(entry.class) ?? 0) + 1);
const summary = [...counts].map(([name, count]) => `${name} ${count}`).join(', ');
process.stdout.write(`${cases.length} queries written to ${output}: ${summary}\n`);
