import type { ImportBatch } from './import-types.ts';
import { type BatchSource, ImportStoppedError } from './run-import.ts';

/**
 * Reads every batch of `source` before the import's transaction opens, for sources that wait on
 * the network (TMDB's API, rate-limited: minutes for many ids). The embedded database has one
 * connection, so a transaction left open while fetching would hold up every page the server
 * answers; written from memory, it lasts as long as the writing. Stops when `signal` aborts.
 */
export async function prefetchBatches(source: BatchSource, signal?: AbortSignal): Promise<BatchSource> {
  const batches: ImportBatch[] = [];
  for await (const batch of source(() => {})) {
    if (signal?.aborted) throw new ImportStoppedError();
    batches.push(batch);
  }
  return async function* () {
    yield* batches;
  };
}
