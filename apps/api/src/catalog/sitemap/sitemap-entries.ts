import type { DatabaseHandle } from '../../db/client.ts';
import {
  countSitemapEntries as countEntries,
  findSitemapEntries,
  type SitemapEntryRow,
  type SitemapSection,
} from './sitemap-db.ts';

export type { SitemapEntryRow, SitemapSection };

/** How many pages a section of the sitemap lists (titles, people or collections). */
export function countSitemapEntries(database: DatabaseHandle, section: SitemapSection): Promise<number> {
  return countEntries(database, section);
}

/** One file's worth of a section's pages, in id order, each with when it last changed. */
export function listSitemapEntries(
  database: DatabaseHandle,
  section: SitemapSection,
  limit: number,
  offset: number,
): Promise<SitemapEntryRow[]> {
  return findSitemapEntries(database, section, limit, offset);
}
