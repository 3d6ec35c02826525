import type { HomeRow, HomeRowFilters } from '@pardeh/contract';
import type { DatabaseHandle } from '../../db/client.ts';
import { findCollection } from '../collections/collections-db.ts';
import { presentCollection } from '../presenters/collection-presenter.ts';
import { listHomeRowRecords } from './home-rows-db.ts';

/**
 * The home page's rows below its first screen, in the operator's order (`GET /api/home/rows`).
 * A collection row carries its collection (name, page); an empty collection's row is left out,
 * so an operator may place a collection before filling it without a blank row on the site, and so
 * is, for a kids' profile (`maturityAge`), one with no title for its age. A listing row's titles
 * are fetched by the page through the listing, which filters them itself.
 */
export async function listHomeRows(database: DatabaseHandle, maturityAge: number | null): Promise<HomeRow[]> {
  const records = await listHomeRowRecords(database.db);
  const rows = await Promise.all(
    records.map(async (record): Promise<HomeRow | null> => {
      switch (record.kind) {
        case 'listing':
          return {
            kind: 'listing',
            id: record.id,
            titleFa: record.titleFa ?? '',
            filters: record.filters as HomeRowFilters,
          };
        case 'collection': {
          const collection = await findCollection(database, String(record.collectionId), maturityAge);
          if (!collection || collection.titles_count === 0) return null;
          return { kind: 'collection', id: record.id, collection: presentCollection(collection) };
        }
        default:
          return { kind: record.kind, id: record.id };
      }
    }),
  );
  return rows.filter((row) => row !== null);
}
