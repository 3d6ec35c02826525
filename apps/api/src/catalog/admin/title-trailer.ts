import type { Database } from '../../db/client.ts';
import { lockTitleTrailer as lockTrailer, setTitleTrailer as setTrailer } from './admin-titles-db.ts';

// A title's trailer address, as the media pipeline and the operator's trailer form change it: in
// the caller's transaction, the title is locked, then its trailer set.

/** The title's trailer address, its row locked until the transaction ends; null if there is no such title. */
export function lockTitleTrailer(tx: Database, titleId: number) {
  return lockTrailer(tx, titleId);
}

/**
 * Sets the trailer and locks the field (`operator_locked`, migration 0016), so an import or the
 * TMDB enrichment never replaces the operator's trailer with one it found.
 */
export function setTitleTrailer(tx: Database, titleId: number, url: string | null): Promise<void> {
  return setTrailer(tx, titleId, url);
}
