import { personNameKeys, sameNameInBothScripts, sameNameOnTitle } from '../people/person-name-key.ts';
import { buildSearchText } from '../search/normalize-search-text.ts';
import type { ImportBatch, PersonInput, SourceKey } from './import-types.ts';
import { sourceKeyOf } from './import-types.ts';
import type { Tx } from './record-table-sql.ts';

interface StoredPerson {
  id: number;
  fullnameEn: string;
  fullnameFa: string | null;
  imdbId: string | null;
  /** The sources listing the person: one of them listing another id is another person. */
  sources: string[];
}

/**
 * One person per person across sources. Before a batch's people are upserted, each one that no
 * source id and no IMDb id places yet is linked (a person_sources row) to the stored person it
 * names: the one with the same name credited on a title this batch credits it on, else the one
 * with the same English and Persian names. Only a single, uncontradicted candidate is taken; two
 * people of one name with no title in common stay two. The upsert then merges the record into it.
 */
export async function linkPeopleByName(
  tx: Tx,
  batch: ImportBatch,
  titleIds: ReadonlyMap<string, number>,
  personIds: ReadonlyMap<string, number>,
): Promise<number> {
  const people = await unplacedPeople(tx, batch.people ?? [], personIds);
  if (people.length === 0) return 0;
  const titlesOf = await titlesOfPeople(tx, batch, people, titleIds);
  const onTitles = await peopleOnTitles(tx, [...new Set([...titlesOf.values()].flat())]);
  const byBothNames = await peopleByBothNames(tx, people);
  const links: Array<{ source: string; source_id: string; person_id: number }> = [];
  for (const person of people) {
    const contradicts = (stored: StoredPerson) =>
      stored.sources.includes(person.source) ||
      Boolean(person.imdbId && stored.imdbId && person.imdbId !== stored.imdbId);
    const named = (titlesOf.get(sourceKeyOf(person)) ?? [])
      .flatMap((titleId) => onTitles.get(titleId) ?? [])
      .filter((stored) => sameNameOnTitle(stored, toNames(person)) && !contradicts(stored));
    const twoScripts = byBothNames.filter(
      (stored) => sameNameInBothScripts(stored, toNames(person)) && !contradicts(stored),
    );
    const match = single(named) ?? (named.length === 0 ? single(twoScripts) : undefined);
    if (match !== undefined)
      links.push({ source: person.source, source_id: person.sourceId, person_id: match });
  }
  if (links.length > 0) {
    await tx.query(
      `INSERT INTO person_sources (source, source_id, person_id)
       SELECT source, source_id, person_id FROM jsonb_to_recordset($1::jsonb) AS r(source text, source_id text, person_id integer)
       ON CONFLICT DO NOTHING`,
      [JSON.stringify(links)],
    );
  }
  return links.length;
}

const toNames = (person: PersonInput) => ({
  fullnameEn: person.fullnameEn,
  fullnameFa: person.fullnameFa ?? null,
});

/** The one person id among the candidates, or undefined for none or several. */
function single(candidates: StoredPerson[]): number | undefined {
  const ids = new Set(candidates.map((candidate) => candidate.id));
  return ids.size === 1 ? [...ids][0] : undefined;
}

/** The batch's people (once each) that neither a source link nor a stored IMDb id places. */
async function unplacedPeople(
  tx: Tx,
  inputs: PersonInput[],
  personIds: ReadonlyMap<string, number>,
): Promise<PersonInput[]> {
  const unique = new Map<string, PersonInput>();
  for (const input of inputs) {
    const key = sourceKeyOf(input);
    if (!personIds.has(key) && !unique.has(key)) unique.set(key, input);
  }
  if (unique.size === 0) return [];
  const inputsOf = [...unique.values()];
  const placed = await tx.query<{ source: string; sourceId: string }>(
    `SELECT s.source, s.source_id AS "sourceId" FROM jsonb_to_recordset($1::jsonb) AS r(source text, source_id text)
     JOIN person_sources s ON s.source = r.source AND s.source_id = r.source_id`,
    [JSON.stringify(inputsOf.map((input) => ({ source: input.source, source_id: input.sourceId })))],
  );
  const imdbIds = inputsOf.flatMap((input) => (input.imdbId ? [input.imdbId] : []));
  const withImdb =
    imdbIds.length === 0
      ? []
      : await tx.query<{ imdbId: string }>(
          `SELECT imdb_id AS "imdbId" FROM people WHERE imdb_id = ANY($1::text[])`,
          [imdbIds],
        );
  const placedKeys = new Set(placed.map(sourceKeyOf));
  const storedImdb = new Set(withImdb.map((row) => row.imdbId));
  return inputsOf.filter(
    (input) => !placedKeys.has(sourceKeyOf(input)) && !(input.imdbId && storedImdb.has(input.imdbId)),
  );
}

/** The title ids each person is credited on in this batch (titles of earlier imports included). */
async function titlesOfPeople(
  tx: Tx,
  batch: ImportBatch,
  people: PersonInput[],
  titleIds: ReadonlyMap<string, number>,
): Promise<Map<string, number[]>> {
  const wanted = new Set(people.map(sourceKeyOf));
  const credits = (batch.credits ?? []).filter((credit) => wanted.has(sourceKeyOf(credit.person)));
  const ids = new Map(titleIds);
  const missing = new Map<string, SourceKey>();
  for (const { title } of credits) if (!ids.has(sourceKeyOf(title))) missing.set(sourceKeyOf(title), title);
  if (missing.size > 0) {
    const rows = await tx.query<{ source: string; sourceId: string; id: number }>(
      `SELECT s.source, s.source_id AS "sourceId", s.title_id AS id
       FROM jsonb_to_recordset($1::jsonb) AS r(source text, source_id text)
       JOIN title_sources s ON s.source = r.source AND s.source_id = r.source_id`,
      [JSON.stringify([...missing.values()].map((key) => ({ source: key.source, source_id: key.sourceId })))],
    );
    for (const row of rows) ids.set(sourceKeyOf(row), row.id);
  }
  const titlesOf = new Map<string, number[]>();
  for (const credit of credits) {
    const titleId = ids.get(sourceKeyOf(credit.title));
    if (titleId === undefined) continue;
    const key = sourceKeyOf(credit.person);
    titlesOf.set(key, [...(titlesOf.get(key) ?? []), titleId]);
  }
  return titlesOf;
}

const SOURCES_OF_P = `ARRAY(SELECT DISTINCT s.source FROM person_sources s WHERE s.person_id = p.id) AS sources`;

/** The people already credited on these titles, by title. */
async function peopleOnTitles(tx: Tx, titleIds: number[]): Promise<Map<number, StoredPerson[]>> {
  const byTitle = new Map<number, StoredPerson[]>();
  if (titleIds.length === 0) return byTitle;
  const rows = await tx.query<StoredPerson & { titleId: number }>(
    `SELECT DISTINCT c.title_id AS "titleId", p.id, p.fullname_en AS "fullnameEn",
       p.fullname_fa AS "fullnameFa", p.imdb_id AS "imdbId", ${SOURCES_OF_P}
     FROM credits c JOIN people p ON p.id = c.person_id WHERE c.title_id = ANY($1::int[])`,
    [titleIds],
  );
  for (const { titleId, ...person } of rows) byTitle.set(titleId, [...(byTitle.get(titleId) ?? []), person]);
  return byTitle;
}

/** Stored people named like one of these in both scripts (their search text is the two names). */
async function peopleByBothNames(tx: Tx, people: PersonInput[]): Promise<StoredPerson[]> {
  const texts = people.flatMap((person) =>
    person.fullnameFa && personNameKeys(person.fullnameEn, person.fullnameFa).length === 2
      ? [buildSearchText(person.fullnameEn.trim(), person.fullnameFa.trim())]
      : [],
  );
  if (texts.length === 0) return [];
  return tx.query<StoredPerson>(
    `SELECT p.id, p.fullname_en AS "fullnameEn", p.fullname_fa AS "fullnameFa", p.imdb_id AS "imdbId",
       ${SOURCES_OF_P}
     FROM people p WHERE fullname_fa IS NOT NULL AND search_text = ANY($1::text[])`,
    [[...new Set(texts)]],
  );
}
