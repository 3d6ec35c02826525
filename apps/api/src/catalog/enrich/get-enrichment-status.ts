import type { DatabaseHandle } from '../../db/client.ts';
import { type EnrichmentCounts, readEnrichmentCounts } from './enrichment-db.ts';

const number = new Intl.NumberFormat('en-US');

/** Where enrichment stands, as `npm run catalog -- enrich --status` prints it. */
export async function getEnrichmentStatus(database: Pick<DatabaseHandle, 'sql'>): Promise<EnrichmentCounts> {
  return readEnrichmentCounts(database.sql);
}

export function formatEnrichmentStatus({ candidates, byStatus, retrying }: EnrichmentCounts): string {
  const row = (label: string, count: number, note = '') =>
    `  ${label.padEnd(10)} ${number.format(count).padStart(9)}${note ? `  ${note}` : ''}`;
  return [
    `TMDB enrichment: ${number.format(candidates)} titles with an IMDb or TMDB id`,
    row('done', byStatus.done),
    row(
      'pending',
      byStatus.pending,
      retrying > 0 ? `(${number.format(retrying)} waiting to retry after an error)` : '',
    ),
    row('not found', byStatus.not_found, byStatus.not_found > 0 ? '(TMDB does not know them)' : ''),
    row('failed', byStatus.failed, byStatus.failed > 0 ? '(given up after repeated errors)' : ''),
  ].join('\n');
}
