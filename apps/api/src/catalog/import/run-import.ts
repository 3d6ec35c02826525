import type { DatabaseHandle } from '../../db/client.ts';
import { announceCatalogChange } from '../../realtime/catalog-changes.ts';
import { refreshCatalogStatistics } from '../maintenance/refresh-catalog-statistics.ts';
import { mergeLikelyDuplicates } from '../people/merge-likely-duplicates.ts';
import { CatalogWriter } from './catalog-writer-db.ts';
import { ImportProgress } from './import-progress.ts';
import type { ImportSummary } from './import-summary.ts';
import type { ImportBatch, ParsePosition } from './import-types.ts';

export type BatchSource = (report: (position: ParsePosition) => void) => AsyncIterable<ImportBatch>;

/** An import stopped by its signal (Ctrl+C, or the server it ran in stopping): rolled back whole. */
export class ImportStoppedError extends Error {
  constructor() {
    super('Import stopped before it finished: nothing was written.');
  }
}

export interface RunImportOptions {
  /** The status line, drawn only on a terminal (by default, this process's stderr if it is one). */
  progress?: ImportProgress;
  /** Checked before each batch: once aborted, the import stops and rolls back. */
  signal?: AbortSignal;
}

/**
 * Runs one import in a single transaction: the parser streams batches, the writer stores each with
 * a few multi-row statements, then people the batches left in two are merged. Any error (malformed input, a constraint, `signal`) rolls everything
 * back, so a failed import leaves the database as it was. Afterwards the catalogue's statistics are
 * refreshed and the change is announced.
 */
export async function runImport(
  database: Pick<DatabaseHandle, 'sql'>,
  source: BatchSource,
  { progress = new ImportProgress(), signal }: RunImportOptions = {},
): Promise<ImportSummary> {
  try {
    const summary = await database.sql.transaction(async (tx) => {
      const writer = new CatalogWriter(tx);
      await writer.ensureGenres();
      for await (const batch of source(progress.report)) {
        if (signal?.aborted) throw new ImportStoppedError();
        await writer.write(batch);
        progress.update(writer.summary);
      }
      await mergeLikelyDuplicates(tx);
      return writer.summary;
    });
    await refreshCatalogStatistics(database);
    // Every API instance on this database drops its cached answers, even when this is the CLI.
    await announceCatalogChange(database.sql);
    return summary;
  } finally {
    progress.done();
  }
}
