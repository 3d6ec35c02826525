import { eq, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { type CreditRole, people } from '../../db/schema/index.ts';
import { storedImageKey } from '../../images/stored-image-sql.ts';
import { personJobSql } from '../people/person-job-sql.ts';
import { readConsolePage } from './console-page-db.ts';
import { queryMatch } from './console-query-match-sql.ts';
import { editedNow, isVersion, versionOf, versionSql } from './row-version-sql.ts';

/** The catalogue editor's queries of people. The use cases call these; routes never do. */

const IMDB_NAME_ID = /^\s*(?:(?:https?:\/\/)?(?:www\.|m\.)?imdb\.com\/name\/)?(nm\d{7,10})(?:[/?#]\S*)?\s*$/i;

export interface PersonSearch {
  text?: string | undefined;
  page: number;
  perPage: number;
}

export interface AdminPersonListRow {
  id: number;
  slug: string;
  fullname_en: string;
  fullname_fa: string | null;
  imdb_id: string | null;
  image_key: string | null;
  job: CreditRole;
  version: string;
}

const imdbNameIdOf = (text: string) => IMDB_NAME_ID.exec(text)?.[1]?.toLowerCase() ?? null;

/** One page of people for the console's list: best matches first, then by English name. */
export function searchPersonRows(database: DatabaseHandle, search: PersonSearch) {
  const params: unknown[] = [];
  return readConsolePage<AdminPersonListRow>(database, {
    columns: `p.id, p.slug, p.fullname_en, p.fullname_fa, p.imdb_id,
      ${storedImageKey('p.image_id')} AS image_key, ${personJobSql('p.id')} AS job,
      ${versionSql('p')} AS version`,
    from: 'people p',
    conditions: [],
    params,
    match: search.text ? queryMatch('p', search.text, imdbNameIdOf, params) : null,
    orderBy: 'p.fullname_en, p.id',
    page: search.page,
    perPage: search.perPage,
  });
}

const personColumns = {
  id: people.id,
  slug: people.slug,
  imdbId: people.imdbId,
  fullnameEn: people.fullnameEn,
  fullnameFa: people.fullnameFa,
  bioFa: people.bioFa,
  bioEn: people.bioEn,
  imageUrl: people.imageUrl,
  birthDate: people.birthDate,
  deathDate: people.deathDate,
  lockedFields: people.operatorLocked,
  createdAt: versionOf(people.createdAt),
  updatedAt: versionOf(people.updatedAt),
};

export async function readPersonRecord(db: Database, id: number) {
  const [person] = await db
    .select({
      ...personColumns,
      imageKey: sql<string | null>`${sql.raw(storedImageKey('"people"."image_id"'))}`,
      job: sql<CreditRole>`${sql.raw(personJobSql('"people"."id"'))}`,
    })
    .from(people)
    .where(eq(people.id, id));
  return person ?? null;
}

export type PersonRecord = NonNullable<Awaited<ReturnType<typeof readPersonRecord>>>;

/** The person's editable fields, locked until the transaction ends; null if there is none. */
export async function lockPerson(tx: Database, id: number, version: string) {
  const [person] = await tx
    .select({ ...personColumns, isCurrent: isVersion(people.updatedAt, version) })
    .from(people)
    .where(eq(people.id, id))
    .for('update');
  return person ?? null;
}

export type LockedPerson = NonNullable<Awaited<ReturnType<typeof lockPerson>>>;

export async function updatePersonRow(
  tx: Database,
  id: number,
  values: Partial<typeof people.$inferInsert>,
): Promise<void> {
  await tx
    .update(people)
    .set({ ...values, updatedAt: editedNow })
    .where(eq(people.id, id));
}
