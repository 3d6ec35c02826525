import type { SqlTransaction } from '../../db/client.ts';
import { buildSearchText } from '../search/normalize-search-text.ts';

/**
 * Merging one person into another (the console's merge, the import's reconciliation), in raw
 * statements so the import's transaction can run it too. The caller locks both rows first
 * (lockPeople), so parallel merges of one person wait for each other and no credit is lost.
 */

type Runner = Pick<SqlTransaction, 'query'>;

export interface MergedPersonRow {
  id: number;
  fullnameEn: string;
  fullnameFa: string | null;
  imdbId: string | null;
  credits: number;
}

/** Locks the people in id order (two merges of one pair never deadlock); answers those that exist. */
export async function lockPeople(tx: Runner, ids: number[]): Promise<MergedPersonRow[]> {
  return tx.query<MergedPersonRow>(
    `SELECT p.id, p.fullname_en AS "fullnameEn", p.fullname_fa AS "fullnameFa", p.imdb_id AS "imdbId",
       (SELECT count(*)::int FROM credits c WHERE c.person_id = p.id) AS credits
     FROM people p WHERE p.id IN (SELECT jsonb_array_elements_text($1::jsonb)::int) ORDER BY p.id FOR UPDATE`,
    [JSON.stringify(ids)],
  );
}

/** Where a merged person's old id now points, or null. */
export async function findPersonRedirect(runner: Runner, oldId: number): Promise<number | null> {
  const [row] = await runner.query<{ personId: number }>(
    'SELECT person_id AS "personId" FROM person_redirects WHERE old_id = $1',
    [oldId],
  );
  return row?.personId ?? null;
}

/**
 * Moves `goneId`'s credits to `keptId` (one row per title and role: a credit both had keeps the
 * kept one's, with the other's character name if it had none), its source links, the fields the
 * kept person lacks, and the redirects; records the redirect from `goneId` and deletes it.
 * Answers how many credits moved.
 */
export async function mergePersonInto(tx: Runner, keptId: number, goneId: number): Promise<number> {
  const moved = await tx.query<{ n: number }>(
    `WITH moved AS (
       INSERT INTO credits (title_id, person_id, role, character_name, billing_order)
       SELECT title_id, $1, role, character_name, billing_order FROM credits WHERE person_id = $2
       ON CONFLICT (title_id, person_id, role) DO UPDATE
         SET character_name = COALESCE(credits.character_name, EXCLUDED.character_name)
       RETURNING 1
     ) SELECT count(*)::int AS n FROM moved`,
    [keptId, goneId],
  );
  await tx.query('DELETE FROM credits WHERE person_id = $1', [goneId]);
  await tx.query('UPDATE person_sources SET person_id = $1 WHERE person_id = $2', [keptId, goneId]);
  // IMDb ids are unique: the gone person's is freed before the kept one takes it.
  const [gone] = await tx.query<{ imdbId: string | null }>(
    'SELECT imdb_id AS "imdbId" FROM people WHERE id = $1',
    [goneId],
  );
  await tx.query('UPDATE people SET imdb_id = NULL WHERE id = $1', [goneId]);
  const [names] = await tx.query<{ fullnameEn: string; fullnameFa: string | null }>(
    `UPDATE people AS k SET
       fullname_fa = COALESCE(k.fullname_fa, g.fullname_fa), image_url = COALESCE(k.image_url, g.image_url),
       birth_date = COALESCE(k.birth_date, g.birth_date), death_date = COALESCE(k.death_date, g.death_date),
       bio_en = COALESCE(k.bio_en, g.bio_en), bio_fa = COALESCE(k.bio_fa, g.bio_fa),
       imdb_id = COALESCE(k.imdb_id, $3), updated_at = now()
     FROM people AS g WHERE k.id = $1 AND g.id = $2
     RETURNING k.fullname_en AS "fullnameEn", k.fullname_fa AS "fullnameFa"`,
    [keptId, goneId, gone?.imdbId ?? null],
  );
  if (names) {
    await tx.query('UPDATE people SET search_text = $2 WHERE id = $1', [
      keptId,
      buildSearchText(names.fullnameEn, names.fullnameFa),
    ]);
  }
  await tx.query('UPDATE person_redirects SET person_id = $1 WHERE person_id = $2', [keptId, goneId]);
  await tx.query(
    `INSERT INTO person_redirects (old_id, person_id) VALUES ($2, $1)
     ON CONFLICT (old_id) DO UPDATE SET person_id = EXCLUDED.person_id`,
    [keptId, goneId],
  );
  await tx.query('DELETE FROM people WHERE id = $1', [goneId]);
  return moved[0]?.n ?? 0;
}
