import type { SqlTransaction } from '../../db/client.ts';
import { findNamedPeople, findSharedTitles, type NamedPerson } from './person-duplicates-db.ts';
import { personNameKeys, sameNameInBothScripts } from './person-name-key.ts';

export interface PersonDuplicatePair {
  /** The one with more credits (the one to keep), then the other. */
  people: [NamedPerson, NamedPerson];
  evidence: {
    sameName: boolean;
    sameNameInBothScripts: boolean;
    sameImdbId: boolean;
    sharedTitles: Array<{ id: number; titleEn: string; titleFa: string | null }>;
  };
}

/**
 * Likely duplicates, by the import's own rules (catalog/import/person-matching-db.ts): two people
 * of the same normalised name (either script) who share a title, or whose English and Persian
 * names both agree, or who carry one IMDb id. Pairs of one name and nothing else in common are
 * namesakes and not listed, nor are two people one source lists under two ids (it tells them apart). `among` keeps the pairs with someone among the most-credited that many.
 */
export async function listPersonDuplicates(
  runner: Pick<SqlTransaction, 'query'>,
  among?: number,
): Promise<PersonDuplicatePair[]> {
  const everyone = await findNamedPeople(runner);
  const ranked = [...everyone].sort((a, b) => b.credits - a.credits || a.id - b.id);
  const counted =
    among === undefined ? undefined : new Set(ranked.slice(0, among).map((person) => person.id));
  const byKey = new Map<string, NamedPerson[]>();
  for (const person of everyone) {
    const keys = personNameKeys(person.fullnameEn, person.fullnameFa);
    if (person.imdbId) keys.push(`imdb:${person.imdbId}`);
    for (const key of keys) byKey.set(key, [...(byKey.get(key) ?? []), person]);
  }
  const candidates = new Map<string, [NamedPerson, NamedPerson]>();
  for (const group of byKey.values()) {
    for (let i = 0; i < group.length; i++) {
      for (let j = i + 1; j < group.length; j++) {
        const [a, b] = [group[i], group[j]] as [NamedPerson, NamedPerson];
        if (counted && !counted.has(a.id) && !counted.has(b.id)) continue;
        if (sourcesOf(a).some((source) => sourcesOf(b).includes(source))) continue;
        const pair: [NamedPerson, NamedPerson] = a.id < b.id ? [a, b] : [b, a];
        candidates.set(`${pair[0].id}:${pair[1].id}`, pair);
      }
    }
  }
  const shared = await findSharedTitles(
    runner,
    [...candidates.values()].map(([a, b]) => [a.id, b.id]),
  );
  const pairs: PersonDuplicatePair[] = [];
  for (const [key, [a, b]] of candidates) {
    const sharedTitles = shared.get(key) ?? [];
    const bothScripts = sameNameInBothScripts(a, b);
    const sameImdbId = Boolean(a.imdbId && a.imdbId === b.imdbId);
    if (sharedTitles.length === 0 && !bothScripts && !sameImdbId) continue;
    const aKeys = new Set(personNameKeys(a.fullnameEn, a.fullnameFa));
    pairs.push({
      people: b.credits > a.credits ? [b, a] : [a, b],
      evidence: {
        sameName: personNameKeys(b.fullnameEn, b.fullnameFa).some((name) => aKeys.has(name)),
        sameNameInBothScripts: bothScripts,
        sameImdbId,
        sharedTitles,
      },
    });
  }
  return pairs.sort(
    (x, y) =>
      y.evidence.sharedTitles.length - x.evidence.sharedTitles.length ||
      y.people[0].credits - x.people[0].credits ||
      x.people[0].id - y.people[0].id,
  );
}

const sourcesOf = (person: NamedPerson) => person.sources.map((link) => link.slice(0, link.indexOf(':')));

/** The figure: likely duplicate pairs with someone among the 1,000 most-credited people. */
export async function countDuplicatePairsAmongMostCredited(
  runner: Pick<SqlTransaction, 'query'>,
  among = 1000,
): Promise<number> {
  return (await listPersonDuplicates(runner, among)).length;
}
