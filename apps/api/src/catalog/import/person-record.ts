import { buildSearchText } from '../search/normalize-search-text.ts';
import { slugify } from '../slugify.ts';
import type { PersonInput } from './import-types.ts';
import type { ColumnSpec } from './record-table-sql.ts';
import { fillEmpty, isKnown } from './record-values.ts';

export interface PersonRow {
  slug: string;
  fullnameEn: string;
  fullnameFa: string | null;
  imageUrl: string | null;
  birthDate: string | null;
  deathDate: string | null;
  bioEn: string | null;
  bioFa: string | null;
  imdbId: string | null;
  searchText: string;
}

export const personColumns: ColumnSpec<PersonRow>[] = [
  { key: 'slug', column: 'slug', type: 'text' },
  { key: 'fullnameEn', column: 'fullname_en', type: 'text' },
  { key: 'fullnameFa', column: 'fullname_fa', type: 'text' },
  { key: 'imageUrl', column: 'image_url', type: 'text' },
  { key: 'birthDate', column: 'birth_date', type: 'date' },
  { key: 'deathDate', column: 'death_date', type: 'date' },
  { key: 'bioEn', column: 'bio_en', type: 'text' },
  { key: 'bioFa', column: 'bio_fa', type: 'text' },
  { key: 'imdbId', column: 'imdb_id', type: 'text' },
  { key: 'searchText', column: 'search_text', type: 'text' },
];

const pick = <T>(incoming: T | null | undefined, current: T | null | undefined): T | null =>
  isKnown(incoming) ? (incoming as T) : (current ?? null);

/** Same precedence as titles: known incoming values win, unknown ones never erase. */
export function mergePerson(existing: PersonRow | undefined, input: PersonInput): PersonRow {
  const fullnameEn = pick(input.fullnameEn.trim(), existing?.fullnameEn) ?? input.fullnameEn;
  const fullnameFa = pick(input.fullnameFa?.trim(), existing?.fullnameFa);
  const named = personNameFields(fullnameEn, fullnameFa);
  return {
    slug: named.slug,
    fullnameEn,
    fullnameFa,
    imageUrl: pick(input.imageUrl, existing?.imageUrl),
    birthDate: pick(input.birthDate, existing?.birthDate),
    deathDate: pick(input.deathDate, existing?.deathDate),
    bioEn: pick(input.bioEn?.trim(), existing?.bioEn),
    bioFa: pick(input.bioFa?.trim(), existing?.bioFa),
    imdbId: pick(input.imdbId, existing?.imdbId),
    searchText: named.searchText,
  };
}

/** What a person's names decide, for every writer (imports, enrichment, the operator's editor). */
export function personNameFields(fullnameEn: string, fullnameFa: string | null) {
  return { slug: slugify(fullnameEn), searchText: buildSearchText(fullnameEn, fullnameFa) };
}

/** Enrichment's merge: stored values stay, the incoming source only fills what is empty. */
export function fillPerson(existing: PersonRow | undefined, input: PersonInput): PersonRow {
  const incoming = mergePerson(undefined, input);
  if (!existing) return incoming;
  const row = fillEmpty(existing, incoming);
  return { ...row, searchText: buildSearchText(row.fullnameEn, row.fullnameFa) };
}
