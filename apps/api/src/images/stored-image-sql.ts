/**
 * SQL for the content key of the stored picture that `imageIdColumn` (an `images.id` set by the
 * triggers of migration 0010) points at; NULL while it is not stored. A lookup by primary key per
 * row answered, read when answering, so a picture stored meanwhile shows without touching the
 * catalogue's rows.
 */
export const storedImageKey = (imageIdColumn: string): string =>
  `(SELECT img.content_key FROM images img WHERE img.id = ${imageIdColumn})`;
