import type { AdminCollection } from '@pardeh/contract';
import { presentImage } from '../../../images/present-image.ts';
import type { AdminCollectionRow } from '../collections-db.ts';

export const presentAdminCollection = (row: AdminCollectionRow): AdminCollection => ({
  id: row.id,
  slug: row.slug,
  path: `/collections/${row.id}/${row.slug}`,
  nameFa: row.nameFa,
  nameEn: row.nameEn,
  description: row.description,
  cover: presentImage('backdrop', row.coverKey),
  titlesCount: row.titlesCount,
  coverUrl: row.coverUrl,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
