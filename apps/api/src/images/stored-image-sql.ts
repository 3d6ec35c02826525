import { personArtworkKeySql, titleArtworkKeySql } from '../artwork/artwork-key.ts';

/**
 * SQL for the content key of the stored picture that `imageIdColumn` (an `images.id` set by the
 * triggers of migration 0010) points at; NULL while it is not stored. A lookup by primary key per
 * row answered, read when answering, so a picture stored meanwhile shows without touching the
 * catalogue's rows.
 */
export const storedImageKey = (imageIdColumn: string): string =>
  `(SELECT img.content_key FROM images img WHERE img.id = ${imageIdColumn})`;

/**
 * The key of the picture a title shows (row `alias` of `titles`): its stored poster, else its
 * rendered one (`artwork/`). A real picture wins as soon as it is stored: nothing is overwritten,
 * the answer simply names another key.
 */
export const titlePosterKey = (alias: string): string =>
  `COALESCE(${storedImageKey(`${alias}.poster_image_id`)}, ${titleArtworkKeySql(alias, 'poster')})`;

/**
 * A title's wide picture: the stored backdrop; a rendered one only for a title that has no real
 * picture at all (one with a real poster keeps the pages' poster-based fallbacks).
 */
export const titleBackdropKey = (alias: string): string =>
  `COALESCE(${storedImageKey(`${alias}.backdrop_image_id`)}, CASE WHEN ${storedImageKey(`${alias}.poster_image_id`)} IS NULL THEN ${titleArtworkKeySql(alias, 'backdrop')} END)`;

/** A person's picture (row `alias` of `people`): the stored one, else the rendered one. */
export const personPictureKey = (alias: string): string =>
  `COALESCE(${storedImageKey(`${alias}.image_id`)}, ${personArtworkKeySql(alias)})`;
