import type { Collection, Genre } from '@pardeh/contract';
import { presentImage } from '../../images/present-image.ts';
import type { CollectionRow } from '../collections/collections-db.ts';
import type { GenreCountRow } from '../genres/genres-db.ts';

export const presentCollection = (row: CollectionRow): Collection => ({
  id: row.id,
  slug: row.slug,
  path: `/collections/${row.id}/${row.slug}`,
  nameFa: row.name_fa,
  nameEn: row.name_en,
  description: row.description,
  cover: presentImage('backdrop', row.cover_key),
  titlesCount: row.titles_count,
});

export const presentGenre = (row: GenreCountRow): Genre => ({
  id: row.id,
  slug: row.slug,
  titleFa: row.name_fa,
  titleEn: row.name_en,
  titlesCount: row.titles_count,
});
