import type { AdminHomeRow, HomeRowFilters } from '@pardeh/contract';
import type { HomeRowWithCollection } from '../home-rows-db.ts';

/** A stored row as the editor reads it; the table's checks guarantee each kind's columns. */
export function presentAdminHomeRow({ row, collection }: HomeRowWithCollection): AdminHomeRow {
  switch (row.kind) {
    case 'listing':
      return {
        kind: 'listing',
        id: row.id,
        titleFa: row.titleFa ?? '',
        filters: row.filters as HomeRowFilters,
      };
    case 'collection': {
      if (!collection) throw new Error(`home row ${row.id} has no collection`);
      return {
        kind: 'collection',
        id: row.id,
        collectionId: collection.id,
        collection: { ...collection, path: `/collections/${collection.id}/${collection.slug}` },
      };
    }
    default:
      return { kind: row.kind, id: row.id };
  }
}
