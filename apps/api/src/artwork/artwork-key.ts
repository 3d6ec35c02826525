import { createHash } from 'node:crypto';
import type { PersonArtworkSubject, TitleArtworkSubject } from './artwork-subjects.ts';

/**
 * A rendered picture's key, like a fetched one's 32 hex digits: 20 of an MD5 of what the picture
 * shows (so an edited title gets a new address and no browser keeps the old picture) and 12 of
 * the subject's id (so the picture route knows what to render when the files are not there yet).
 * PostgreSQL computes the same key when answering (the SQL below), so every title and person has
 * a picture address before anything is rendered. Bump the version when the composition changes.
 */
const ARTWORK_VERSION = 'artwork-1';

export type TitleArtworkKind = 'poster' | 'backdrop';

const keyOf = (text: string, id: number) =>
  createHash('md5').update(text).digest('hex').slice(0, 20) + id.toString(16).padStart(12, '0');

export const titleArtworkKey = (subject: TitleArtworkSubject, kind: TitleArtworkKind): string =>
  keyOf(
    `${ARTWORK_VERSION}|${kind}|${subject.type}|${subject.titleFa ?? ''}|${subject.titleEn}|${subject.year ?? ''}|${subject.releaseDate ?? ''}|${subject.iranian ? 't' : 'f'}`,
    subject.id,
  );

export const personArtworkKey = (subject: PersonArtworkSubject): string =>
  keyOf(`${ARTWORK_VERSION}|profile|${subject.fullnameFa ?? ''}|${subject.fullnameEn}`, subject.id);

/** The subject id a rendered picture's key names (any 32 hex digits give some number). */
export const artworkSubjectId = (key: string): number => Number.parseInt(key.slice(20), 16);

// concat() reads NULL as '', an integer as its digits and a boolean as t or f, as the template
// strings above do.
const keySql = (parts: string, idColumn: string) =>
  `(substr(md5(concat(${parts})), 1, 20) || lpad(to_hex(${idColumn}), 12, '0'))`;

/** titleArtworkKey in SQL, for the title row `alias`. */
export const titleArtworkKeySql = (alias: string, kind: TitleArtworkKind): string =>
  keySql(
    `'${ARTWORK_VERSION}|${kind}|', ${alias}.type, '|', ${alias}.title_fa, '|', ${alias}.title_en, '|', ${alias}.year, '|', to_char(${alias}.release_date, 'YYYY-MM-DD'), '|', ${alias}.countries @> '{IR}'`,
    `${alias}.id`,
  );

/** personArtworkKey in SQL, for the person row `alias`. */
export const personArtworkKeySql = (alias: string): string =>
  keySql(`'${ARTWORK_VERSION}|profile|', ${alias}.fullname_fa, '|', ${alias}.fullname_en`, `${alias}.id`);
