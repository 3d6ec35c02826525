import fs from 'node:fs';
import type { SqlTransaction } from '../../db/client.ts';
import { isSeries, type WikidataFilm } from '../import/formats/wikidata.ts';
import { loadDemoSeries } from '../seed/demo-content.ts';
import { DEMO_SERIES_SOURCE } from '../seed/seed-demo-series.ts';
import { wikidataFile } from '../seed/seed-open-catalogue.ts';
import { ADULT_RATINGS, FAMILY_GENRES } from './family-genres.ts';
import { findFamilyGenresRatedAdult, findFilmsWithSeasons, findTitlesOfSource } from './genre-checks-db.ts';

export interface ImpossibleCombination {
  rule:
    | 'film-with-seasons'
    | 'wikidata-series-as-film'
    | 'family-genre-rated-adult'
    | 'genres-differ-from-checked-sample';
  titleId: number;
  titleEn: string;
  detail?: string;
}

/**
 * Genre and type combinations the catalogue must never show: a series labelled a film (it has
 * seasons, or Wikipedia's article calls it a series), a family genre on an adults-only title, and
 * any difference from the genres of data/demo-series.json (the hand-checked sample: no comedy on
 * Breaking Bad, drama on every drama). The figure is how many there are (goal 0).
 */
export async function findImpossibleCombinations(
  runner: Pick<SqlTransaction, 'query'>,
): Promise<ImpossibleCombination[]> {
  const found: ImpossibleCombination[] = [];
  for (const title of await findFilmsWithSeasons(runner))
    found.push({ rule: 'film-with-seasons', titleId: title.id, titleEn: title.titleEn });
  for (const title of await findFamilyGenresRatedAdult(runner, [...FAMILY_GENRES], [...ADULT_RATINGS]))
    found.push({ rule: 'family-genre-rated-adult', titleId: title.id, titleEn: title.titleEn });

  const wikidata = JSON.parse(fs.readFileSync(wikidataFile, 'utf8')) as {
    films: Record<string, WikidataFilm>;
  };
  for (const title of await findTitlesOfSource(runner, 'wikidata')) {
    const film = wikidata.films[title.sourceId];
    if (film && isSeries(film) && title.type === 'movie')
      found.push({ rule: 'wikidata-series-as-film', titleId: title.id, titleEn: title.titleEn });
  }

  const checked = new Map(loadDemoSeries().series.map((series) => [series.titleEn, series.genres]));
  for (const title of await findTitlesOfSource(runner, DEMO_SERIES_SOURCE)) {
    const genres = [...(checked.get(title.sourceId) ?? [])].sort();
    if (genres.join(',') !== title.genres.join(','))
      found.push({
        rule: 'genres-differ-from-checked-sample',
        titleId: title.id,
        titleEn: title.titleEn,
        detail: `${title.genres.join(',')} instead of ${genres.join(',')}`,
      });
  }
  return found;
}

/** The figure: impossible genre and type combinations in the catalogue. */
export async function countImpossibleCombinations(runner: Pick<SqlTransaction, 'query'>): Promise<number> {
  return (await findImpossibleCombinations(runner)).length;
}
