/**
 * The default catalogue as a fresh install seeds it (#32): titles and people with a picture (real,
 * or rendered artwork at an address every page names from the start, drawn on first request or by
 * the background renderer), duplicate-person pairs among the 1,000 most-credited, impossible
 * genre/type combinations, and the canon of Iranian films and series present. The first start's
 * time is `npm run bench:startup`.
 *
 *   npm run bench:catalogue-quality
 */
import { personArtworkKeySql, titleArtworkKeySql } from '../apps/api/src/artwork/artwork-key.ts';
import { measurePictureShare } from '../apps/api/src/artwork/measure-picture-share.ts';
import { measureCanonCoverage } from '../apps/api/src/catalog/canon/measure-canon-coverage.ts';
import { countImpossibleCombinations } from '../apps/api/src/catalog/genres/find-impossible-combinations.ts';
import { countDuplicatePairsAmongMostCredited } from '../apps/api/src/catalog/people/list-person-duplicates.ts';
import { openDefaultCatalogue } from './support/default-catalogue.ts';
import { recordFigure } from './support/figures.ts';

const log = (line: string) => process.stdout.write(`${line}\n`);
const percent = (part: number, whole: number) => `${((100 * part) / Math.max(whole, 1)).toFixed(1)} %`;

const database = await openDefaultCatalogue();
const [addresses] = await database.sql.query<{
  titles: number;
  titled: number;
  people: number;
  pictured: number;
}>(
  `SELECT (SELECT count(*)::int FROM titles) AS titles,
     (SELECT count(*)::int FROM titles t WHERE t.poster_image_id IS NOT NULL OR ${titleArtworkKeySql('t', 'poster')} IS NOT NULL) AS titled,
     (SELECT count(*)::int FROM people) AS people,
     (SELECT count(*)::int FROM people p WHERE p.image_id IS NOT NULL OR ${personArtworkKeySql('p')} IS NOT NULL) AS pictured`,
);
if (!addresses) throw new Error('no counts');
const drawn = await measurePictureShare(database.db);
const duplicates = await countDuplicatePairsAmongMostCredited(database.sql, 1000);
const impossible = await countImpossibleCombinations(database.sql);
const canon = await measureCanonCoverage(database);
await database.close();

const figures = [
  {
    name: 'titles with a picture (real or rendered)',
    value: `${percent(addresses.titled, addresses.titles)} of ${addresses.titles} (${drawn.titles.real} real; rendered on first request or in the background)`,
    goal: '100 %',
    met: addresses.titled === addresses.titles,
  },
  {
    name: 'people with a picture (real or rendered)',
    value: `${percent(addresses.pictured, addresses.people)} of ${addresses.people} (${drawn.people.real} real)`,
    goal: '100 %',
    met: addresses.pictured === addresses.people,
  },
  {
    name: 'duplicate-person pairs among the 1,000 most-credited',
    value: String(duplicates),
    goal: '0',
    met: duplicates === 0,
  },
  { name: 'impossible genre/type combinations', value: String(impossible), goal: '0', met: impossible === 0 },
  {
    name: 'canon titles present',
    value: `${canon.present} of ${canon.total} (${percent(canon.present, canon.total)})`,
    goal: '100 %',
    met: canon.present === canon.total,
  },
];
log('| figure | value | goal |');
log('|---|---|---|');
for (const figure of figures) {
  log(`| ${figure.name} | ${figure.value} | ${figure.goal} |`);
  recordFigure(figure);
}
