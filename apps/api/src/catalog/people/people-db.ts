import type { DatabaseHandle } from '../../db/client.ts';
import type { CreditRole } from '../../db/schema/catalog.ts';
import { personPictureKey } from '../../images/stored-image-sql.ts';
import type { TitleRefRow } from '../presenters/title-presenter.ts';
import { TITLE_CARD_COLUMNS, type TitleCardRow } from '../titles/title-card-sql.ts';
import { personJobSql } from './person-job-sql.ts';

export interface PersonSummaryRow {
  id: number;
  slug: string;
  fullname_en: string;
  fullname_fa: string | null;
  image_key: string | null;
  job: CreditRole;
  best_starred: TitleRefRow | null;
  best_directed: TitleRefRow | null;
}

export interface PersonRow extends PersonSummaryRow {
  birth_date: string | null;
  death_date: string | null;
  bio_fa: string | null;
  bio_en: string | null;
  imdb_id: string | null;
}

// A person's most-voted title in one role, as a TitleRef.
const bestTitleSql = (role: CreditRole) => `(
  SELECT json_build_object('id', t.id, 'titleEn', t.title_en, 'titleFa', t.title_fa, 'year', t.year)
  FROM credits c JOIN titles t ON t.id = c.title_id
  WHERE c.person_id = p.id AND c.role = '${role}'
  ORDER BY t.imdb_votes DESC NULLS LAST, t.id LIMIT 1)`;

const PERSON_SUMMARY_COLUMNS = `
  p.id, p.slug, p.fullname_en, p.fullname_fa, ${personPictureKey('p')} AS image_key,
  ${personJobSql('p.id')} AS job,
  ${bestTitleSql('actor')} AS best_starred,
  ${bestTitleSql('director')} AS best_directed`;

/** People by id, in the order of `ids`, with what a search result says about them. */
export async function findPersonSummaries(
  database: DatabaseHandle,
  ids: number[],
): Promise<PersonSummaryRow[]> {
  if (ids.length === 0) return [];
  const rows = await database.sql.query<PersonSummaryRow>(
    `SELECT ${PERSON_SUMMARY_COLUMNS} FROM people p WHERE p.id = ANY($1::int[])`,
    [ids],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function findPerson(database: DatabaseHandle, id: number): Promise<PersonRow | null> {
  const [row] = await database.sql.query<PersonRow>(
    `SELECT ${PERSON_SUMMARY_COLUMNS}, to_char(p.birth_date, 'YYYY-MM-DD') AS birth_date,
       to_char(p.death_date, 'YYYY-MM-DD') AS death_date, p.bio_fa, p.bio_en, p.imdb_id
     FROM people p WHERE p.id = $1`,
    [id],
  );
  return row ?? null;
}

export interface RoleCreditCount {
  role: CreditRole;
  count: number;
}

/** How many credits the person has in each role, most first. */
export function countCreditsByRole(database: DatabaseHandle, personId: number): Promise<RoleCreditCount[]> {
  return database.sql.query(
    `SELECT role, count(*)::int AS count FROM credits WHERE person_id = $1
     GROUP BY role ORDER BY count(*) DESC, role`,
    [personId],
  );
}

export type FilmographyRow = TitleCardRow & { role: CreditRole; character_name: string | null };

const filmographyOrder = {
  year: 't.year DESC NULLS LAST, t.id DESC',
  votes: 't.imdb_votes DESC NULLS LAST, t.id',
} as const;

export function findFilmography(
  database: DatabaseHandle,
  query: { personId: number; role: CreditRole; orderBy: 'year' | 'votes'; page: number; perPage: number },
): Promise<FilmographyRow[]> {
  return database.sql.query<FilmographyRow>(
    `SELECT ${TITLE_CARD_COLUMNS}, c.role, c.character_name
     FROM credits c JOIN titles t ON t.id = c.title_id
     WHERE c.person_id = $1 AND c.role = $2
     ORDER BY ${filmographyOrder[query.orderBy]}
     LIMIT $3 OFFSET $4`,
    [query.personId, query.role, query.perPage, (query.page - 1) * query.perPage],
  );
}
