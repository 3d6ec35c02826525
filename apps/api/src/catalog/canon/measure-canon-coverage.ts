import type { DatabaseHandle } from '../../db/client.ts';
import { countCanonPresent } from './canon-db.ts';
import { type CanonFile, loadCanon } from './canon-file.ts';

export interface CanonCoverage {
  total: number;
  present: number;
  /** present / total, 0 to 1. */
  share: number;
}

/**
 * The share of the canon's films and series that the catalogue holds: an entry counts when a
 * title is linked to it (the seed's merge) or carries its IMDb id. For issue #32's measuring.
 */
export async function measureCanonCoverage(
  database: Pick<DatabaseHandle, 'sql'>,
  canon: CanonFile = loadCanon(),
): Promise<CanonCoverage> {
  const total = canon.titles.length;
  const present = await countCanonPresent(
    database.sql,
    canon.titles.map((title) => ({ key: title.id, imdbId: title.imdbId ?? null })),
  );
  return { total, present, share: total === 0 ? 0 : present / total };
}
