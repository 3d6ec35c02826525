import type { CatalogWriter } from '../import/catalog-writer-db.ts';
import { insertNumberedEpisodes } from '../import/catalog-writer-db.ts';
import {
  type CreditInput,
  type PersonInput,
  type SourceKey,
  sourceKeyOf,
  type TitleInput,
} from '../import/import-types.ts';
import type { Tx } from '../import/record-table-sql.ts';
import type { DemoSeries, DemoSeriesCatalogue, DemoSeriesPerson } from './demo-content.ts';
import { findFirstEpisodes, lockCheckedGenres } from './seed-db.ts';
import type { DemoPlan } from './seed-demo-files.ts';

/** Records of data/demo-series.json are keyed by this source and the series' English title. */
export const DEMO_SERIES_SOURCE = 'pardeh-series';

export interface WrittenSeries {
  titles: number;
  episodes: number;
  plan: DemoPlan;
}

/**
 * Writes the hand-written series of data/demo-series.json through the import path (titles with
 * their seasons, people, credits), then their numbered episodes, and plans which episodes play the
 * sample clip. A person who is already a vega director (by name) is credited as that person. Their
 * genres were checked by hand: they are locked, so no later source adds to them.
 */
export async function writeDemoSeries(
  writer: CatalogWriter,
  tx: Tx,
  catalogue: DemoSeriesCatalogue,
  vegaDirectors: ReadonlySet<string>,
): Promise<WrittenSeries> {
  const titles = catalogue.series.map(seriesTitle);
  const people = new Map<string, PersonInput>();
  const personKey = (person: DemoSeriesPerson): SourceKey => {
    if (vegaDirectors.has(person.en)) return { source: 'vega', sourceId: person.en };
    const known = people.get(person.en);
    if (!known) {
      people.set(person.en, {
        source: DEMO_SERIES_SOURCE,
        sourceId: person.en,
        fullnameEn: person.en,
        fullnameFa: person.fa,
      });
    } else if (!known.fullnameFa && person.fa) known.fullnameFa = person.fa;
    return { source: DEMO_SERIES_SOURCE, sourceId: person.en };
  };
  const credits: CreditInput[] = catalogue.series.flatMap((series, index) => {
    const title = titles[index] as TitleInput;
    return [
      ...series.directors.map((person, order) => ({
        title,
        person: personKey(person),
        role: 'director' as const,
        billingOrder: order,
      })),
      ...series.creators.map((person, order) => ({
        title,
        person: personKey(person),
        role: 'writer' as const,
        billingOrder: order,
      })),
      ...series.cast.map((person, order) => ({
        title,
        person: personKey(person),
        role: 'actor' as const,
        characterName: person.character,
        billingOrder: order,
      })),
    ];
  });
  await writer.write({ titles, people: [...people.values()], credits });

  const idOf = new Map<string, number>();
  for (const title of titles) {
    const id = writer.titleIds.get(sourceKeyOf(title));
    if (id === undefined) throw new Error(`data/demo-series.json: "${title.titleEn}" was not written`);
    idOf.set(title.titleEn, id);
  }
  await lockCheckedGenres(tx, [...idOf.values()]);
  const episodes = await writeEpisodes(tx, catalogue.series, idOf);
  return { titles: titles.length, episodes, plan: await seriesDemoPlan(tx, catalogue.demo, idOf) };
}

function seriesTitle(series: DemoSeries): TitleInput {
  return {
    source: DEMO_SERIES_SOURCE,
    sourceId: series.titleEn,
    type: 'series',
    titleEn: series.titleEn,
    titleFa: series.titleFa,
    originalTitle: series.originalTitle,
    aliases: series.aliases,
    year: series.year,
    plotFa: series.plotFa,
    countries: series.countries,
    languages: series.languages,
    imdbId: series.imdbId,
    genres: series.genres,
    seasons: series.seasons.map((season) => ({ number: season.number })),
  };
}

/** Episodes 1..n of every season whose episode count is known, in one statement. */
function writeEpisodes(tx: Tx, series: DemoSeries[], idOf: Map<string, number>): Promise<number> {
  return insertNumberedEpisodes(
    tx,
    series.flatMap((item) =>
      item.seasons
        .filter((season) => season.episodes !== null)
        .map((season) => ({
          title_id: idOf.get(item.titleEn),
          number: season.number,
          episodes: season.episodes,
        })),
    ),
  );
}

/** Flags of the dubbed and subtitled series, and the first episodes of season 1 that play. */
async function seriesDemoPlan(
  tx: Tx,
  demo: DemoSeriesCatalogue['demo'],
  idOf: Map<string, number>,
): Promise<DemoPlan> {
  const titleId = (name: string) => {
    const id = idOf.get(name);
    if (id === undefined)
      throw new Error(`data/demo-series.json "demo" names "${name}", which is not a series there`);
    return id;
  };
  const dubbed = new Set(demo.dubbed.map(titleId));
  const subtitled = new Set(demo.subtitled.map(titleId));
  const wanted = demo.playable.map(({ title, episodes }) => ({ title_id: titleId(title), episodes }));
  const episodes = await findFirstEpisodes(tx, wanted);
  const flagged = new Set([...wanted.map((item) => item.title_id), ...dubbed, ...subtitled]);
  return {
    flags: [...flagged].map((id) => ({
      id,
      isDubbed: dubbed.has(id),
      hasSubtitle: subtitled.has(id),
    })),
    playable: episodes.map((row) => ({
      titleId: row.titleId,
      episodeId: row.episodeId,
      dubbed: dubbed.has(row.titleId),
      subtitled: subtitled.has(row.titleId),
    })),
  };
}
