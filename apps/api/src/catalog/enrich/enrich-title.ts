import type { DatabaseHandle } from '../../db/client.ts';
import { CatalogWriter, linkPeopleToTmdb, linkTitleToTmdb } from '../import/catalog-writer-db.ts';
import { tmdbAppendedSections } from '../import/formats/tmdb-api.ts';
import { mapTmdbTitle } from '../import/formats/tmdb-map.ts';
import type { ImportSummary } from '../import/import-summary.ts';
import {
  type DueTitle,
  lockPendingTitle,
  markEnriched,
  readCreditedPeople,
  readLinkedTmdbPeople,
} from './enrichment-db.ts';
import { selectCredits } from './select-credits.ts';
import type { TmdbClient } from './tmdb-client.ts';
import { findTmdbRecord, parseTmdbKey, type TmdbRecord, tmdbKeyOf } from './tmdb-record.ts';

export interface EnrichmentContext {
  database: Pick<DatabaseHandle, 'sql'>;
  client: TmdbClient;
  /** Where stored poster, backdrop and photo URLs point (TMDB_IMAGE_BASE_URL). */
  imageBaseUrl: string;
  /** What the writer did over a whole run. */
  summary: ImportSummary;
  signal?: AbortSignal;
}

export type EnrichTitleResult =
  | { outcome: 'done' }
  | { outcome: 'not_found'; reason: string }
  /** The TMDB record found is already another title's. */
  | { outcome: 'conflict'; reason: string }
  /** Another process finished the title meanwhile. */
  | { outcome: 'skipped' };

/**
 * Fetches one title from TMDB, in English with its credits, videos and ids, and in Persian
 * (`fa-IR`), and writes what the title lacks through the shared writer in fill mode, in one
 * transaction with its `done` mark. Errors are the caller's to record.
 */
export async function enrichTitle(context: EnrichmentContext, title: DueTitle): Promise<EnrichTitleResult> {
  const { client, signal } = context;
  const record = await tmdbRecordOf(context, title);
  if (!record)
    return { outcome: 'not_found', reason: `TMDB finds nothing for ${title.imdbId ?? title.tmdbKey}` };
  const english = await client.details(
    record.kind,
    record.id,
    'en-US',
    tmdbAppendedSections[record.kind],
    signal,
  );
  if (english === 'not-found') return { outcome: 'not_found', reason: `TMDB has no ${tmdbKeyOf(record)}` };
  const persian = await client.details(record.kind, record.id, 'fa-IR', '', signal);
  const batch = mapTmdbTitle(
    record.kind,
    english,
    persian === 'not-found' ? undefined : persian,
    context.imageBaseUrl,
  );
  const tmdbKey = tmdbKeyOf(record);
  return context.database.sql.transaction(async (tx): Promise<EnrichTitleResult> => {
    if (!(await lockPendingTitle(tx, title.id))) return { outcome: 'skipped' };
    const owner = await linkTitleToTmdb(tx, title.id, tmdbKey);
    if (owner !== title.id)
      return { outcome: 'conflict', reason: `TMDB ${tmdbKey} is already the record of title ${owner}` };
    const credited = await readCreditedPeople(tx, title.id);
    const linked = await readLinkedTmdbPeople(
      tx,
      (batch.people ?? []).map((person) => person.sourceId),
    );
    const selection = selectCredits(batch, credited, linked);
    await linkPeopleToTmdb(tx, selection.links);
    await new CatalogWriter(tx, context.summary, 'fill').write(selection.batch);
    await markEnriched(tx, title.id, tmdbKey);
    return { outcome: 'done' };
  });
}

function tmdbRecordOf(context: EnrichmentContext, title: DueTitle): Promise<TmdbRecord | undefined> {
  const linked = title.tmdbKey ? parseTmdbKey(title.tmdbKey) : undefined;
  if (linked) return Promise.resolve(linked);
  if (!title.imdbId) return Promise.resolve(undefined);
  return findTmdbRecord(context.client, title.imdbId, title.type, context.signal);
}
