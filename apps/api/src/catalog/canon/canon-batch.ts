import type { ImportBatch } from '../import/import-types.ts';
import type { CanonFile } from './canon-file.ts';

/** The source name of the canon's records in title_sources and person_sources. */
export const canonSource = 'canon';

/**
 * The canon as one import batch: its titles (with their Persian and English names, year and the
 * IMDb id where the file gives one), its people and their credits, keyed by the file's ids. Titles
 * the catalogue already had (`known`) keep their sources' countries: "Everybody Knows" is Spanish.
 */
export function canonBatch(canon: CanonFile, known: ReadonlySet<string> = new Set()): ImportBatch {
  const titles = canon.titles.map((title) => ({
    source: canonSource,
    sourceId: title.id,
    type: title.type,
    titleEn: title.titleEn,
    titleFa: title.titleFa,
    year: title.year,
    countries: known.has(title.id) ? undefined : ['IR'],
    imdbId: title.imdbId ?? null,
  }));
  const people = Object.entries(canon.people).map(([key, person]) => ({
    source: canonSource,
    sourceId: key,
    fullnameEn: person.en,
    fullnameFa: person.fa,
  }));
  const credits = canon.titles.flatMap((title) => {
    const key = { source: canonSource, sourceId: title.id };
    return [
      ...title.directors.map((person) => ({
        title: key,
        person: { source: canonSource, sourceId: person },
        role: 'director' as const,
      })),
      ...title.cast.map((person, index) => ({
        title: key,
        person: { source: canonSource, sourceId: person },
        role: 'actor' as const,
        billingOrder: index + 1,
      })),
    ];
  });
  return { titles, people, credits };
}
