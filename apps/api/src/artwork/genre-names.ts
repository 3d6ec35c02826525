import { GenreCatalog } from '../catalog/genre-catalog.ts';

/** A genre's Persian name from data/genres.json, for a poster's label. */
export const genreNameFa = (slug: string): string | null =>
  GenreCatalog.load().genres.find((genre) => genre.slug === slug)?.nameFa ?? null;
