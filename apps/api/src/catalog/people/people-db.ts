import type { DatabaseHandle } from '../../db/client.ts';
import type { CreditRole } from '../../db/schema/catalog.ts';
import { personPictureKey } from '../../images/stored-image-sql.ts';
import { suitsViewerSql } from '../maturity/maturity-sql.ts';
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

/*
 * Every title read here passes a kids' profile's limit, `maturityAge` (null: none), through the
 * placeholder `limit`: a person's best-known titles and filmography are those the viewer may see.
 */

// A person's most-voted title in one role, as a TitleRef.
const bestTitleSql = (role: CreditRole, limit: string) => `(
  SELECT json_build_object('id', t.id, 'titleEn', t.title_en, 'titleFa', t.title_fa, 'year', t.year)
  FROM credits c JOIN titles t ON t.id = c.title_id
  WHERE c.person_id = p.id AND c.role = '${role}' AND ${suitsViewerSql('t', limit)}
  ORDER BY t.imdb_votes DESC NULLS LAST, t.id LIMIT 1)`;

const personSummaryColumns = (limit: string) => `
  p.id, p.slug, p.fullname_en, p.fullname_fa, ${personPictureKey('p')} AS image_key,
  ${personJobSql('p.id')} AS job,
  ${bestTitleSql('actor', limit)} AS best_starred,
  ${bestTitleSql('director', limit)} AS best_directed`;

/** People by id, in the order of `ids`, with what a search result says about them. */
export async function findPersonSummaries(
  database: DatabaseHandle,
  ids: number[],
  maturityAge: number | null,
): Promise<PersonSummaryRow[]> {
  if (ids.length === 0) return [];
  const rows = await database.sql.query<PersonSummaryRow>(
    `SELECT ${personSummaryColumns('$2')} FROM people p WHERE p.id = ANY($1::int[])`,
    [ids, maturityAge],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function findPerson(
  database: DatabaseHandle,
  id: number,
  maturityAge: number | null,
): Promise<PersonRow | null> {
  const [row] = await database.sql.query<PersonRow>(
    `SELECT ${personSummaryColumns('$2')}, to_char(p.birth_date, 'YYYY-MM-DD') AS birth_date,
       to_char(p.death_date, 'YYYY-MM-DD') AS death_date, p.bio_fa, p.bio_en, p.imdb_id
     FROM people p WHERE p.id = $1`,
    [id, maturityAge],
  );
  return row ?? null;
}

export interface RoleCreditCount {
  role: CreditRole;
  count: number;
}

/** How many credits the person has in each role, most first. */
export function countCreditsByRole(
  database: DatabaseHandle,
  personId: number,
  maturityAge: number | null,
): Promise<RoleCreditCount[]> {
  // Without a limit the titles are not read at all: the count stays on credits' index.
  const suitable =
    maturityAge === null
      ? ''
      : `AND EXISTS (SELECT 1 FROM titles t WHERE t.id = c.title_id AND ${suitsViewerSql('t', '$2')})`;
  return database.sql.query(
    `SELECT c.role, count(*)::int AS count FROM credits c WHERE c.person_id = $1 ${suitable}
     GROUP BY c.role ORDER BY count(*) DESC, c.role`,
    maturityAge === null ? [personId] : [personId, maturityAge],
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
  maturityAge: number | null,
): Promise<FilmographyRow[]> {
  return database.sql.query<FilmographyRow>(
    `SELECT ${TITLE_CARD_COLUMNS}, c.role, c.character_name
     FROM credits c JOIN titles t ON t.id = c.title_id
     WHERE c.person_id = $1 AND c.role = $2 AND ${suitsViewerSql('t', '$5')}
     ORDER BY ${filmographyOrder[query.orderBy]}
     LIMIT $3 OFFSET $4`,
    [query.personId, query.role, query.perPage, (query.page - 1) * query.perPage, maturityAge],
  );
}
