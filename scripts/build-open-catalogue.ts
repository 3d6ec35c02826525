/**
 * Rebuilds data/open-catalogue/ (the freely licensed part of the default catalogue) from the
 * reference files in ../shared/data: the Wikidata export of Iranian films (CC0) and the Netflix
 * snapshot (listed CC0). The copies keep their source formats, so the importers that read the
 * originals read them too; they only drop what the catalogue never uses (poster file names, which
 * point at non-free images, logos, studios, unused columns), Netflix titles without an IMDb id or
 * with few votes, and all but each title's directors and first actors, which keeps first start quick. Run: npm run data:open-catalogue [-- <shared data dir>]
 */
import fs from 'node:fs';
import path from 'node:path';
import { netflixCreditColumns, netflixTitleColumns } from '../apps/api/src/catalog/import/formats/netflix.ts';
import { readDelimited } from '../apps/api/src/catalog/import/formats/read-delimited.ts';
import type { WikidataEntity, WikidataFilm } from '../apps/api/src/catalog/import/formats/wikidata.ts';

const ACTORS_PER_TITLE = 6;
// Netflix titles that enough people rated to be worth a row: the catalogue stays believable and
// the first start quick (BENCHMARKS.md, "Start-up").
const NETFLIX_MIN_VOTES = 500;
const root = path.resolve(import.meta.dirname, '..');
const sourceDir = path.resolve(process.argv[2] ?? path.join(root, '../shared/data'));
const targetDir = path.join(root, 'data/open-catalogue');

type Entity = Pick<WikidataEntity, 'id' | 'labels'>;

function buildWikidata(): string {
  const file = path.join(sourceDir, 'wikidata-iranian-films/db.json');
  const document = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    films: Record<string, WikidataFilm>;
    secondary: Record<string, Entity>;
  };
  const films: Record<string, WikidataFilm> = {};
  const referenced = new Set<string>();
  for (const film of Object.values(document.films)) {
    films[film.id] = {
      id: film.id,
      labels: film.labels,
      ...(film.sitelinks && { sitelinks: film.sitelinks }),
      ...(film.aliases && { aliases: film.aliases }),
      ...(film.directors?.length && { directors: film.directors }),
      ...(film.cast?.length && { cast: film.cast }),
      ...(film.date?.length && { date: film.date }),
      ...(film.imdb?.length && { imdb: film.imdb }),
      ...(film.genres?.length && { genres: film.genres }),
    };
    for (const id of [...(film.directors ?? []), ...(film.cast ?? []), ...(film.genres ?? [])])
      referenced.add(id);
  }
  const secondary: Record<string, Entity> = {};
  for (const id of [...referenced].sort()) {
    const entity = document.secondary[id];
    if (entity) secondary[id] = { id, labels: entity.labels };
  }
  const target = path.join(targetDir, 'wikidata-iranian-films.json');
  // One film or entity a line: small diffs when the export is refreshed.
  const lines = (records: Record<string, Entity>) =>
    Object.values(records)
      .map((record) => `    ${JSON.stringify(record.id)}: ${JSON.stringify(record)}`)
      .join(',\n');
  fs.writeFileSync(
    target,
    `{\n  "films": {\n${lines(films)}\n  },\n  "secondary": {\n${lines(secondary)}\n  }\n}\n`,
  );
  return `${Object.keys(films).length} films, ${Object.keys(secondary).length} people and genres`;
}

const csvField = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
const csvLine = (values: string[]) => `${values.map(csvField).join(',')}\n`;

async function copyCsv(
  name: string,
  columns: string[],
  keep: (values: Record<string, string>) => boolean,
): Promise<number> {
  const source = path.join(sourceDir, 'netflix-titles-credits', name);
  const out = fs.createWriteStream(path.join(targetDir, 'netflix', name));
  out.write(csvLine(columns));
  let rows = 0;
  for await (const { values } of readDelimited(source, { delimiter: ',', requiredColumns: columns })) {
    if (!keep(values)) continue;
    out.write(csvLine(columns.map((column) => values[column] ?? '')));
    rows += 1;
  }
  await new Promise<void>((resolve, reject) =>
    out.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );
  return rows;
}

async function buildNetflix(): Promise<string> {
  fs.mkdirSync(path.join(targetDir, 'netflix'), { recursive: true });
  const keptTitles = new Set<string>();
  const titles = await copyCsv('titles.csv', netflixTitleColumns, (values) => {
    const kept = Boolean(values.imdb_id) && Number(values.imdb_votes) >= NETFLIX_MIN_VOTES;
    if (kept) keptTitles.add(values.id ?? '');
    return kept;
  });
  const actors = new Map<string, number>();
  const credits = await copyCsv('credits.csv', netflixCreditColumns, (values) => {
    if (!keptTitles.has(values.title_id ?? '')) return false;
    if (values.role !== 'ACTOR') return true;
    const count = actors.get(values.title_id ?? '') ?? 0;
    actors.set(values.title_id ?? '', count + 1);
    return count < ACTORS_PER_TITLE;
  });
  return `${titles} titles, ${credits} credits`;
}

fs.mkdirSync(targetDir, { recursive: true });
process.stdout.write(`Wikidata: ${buildWikidata()}\n`);
process.stdout.write(`Netflix: ${await buildNetflix()}\n`);
