import type { CatalogWriter } from '../import/catalog-writer-db.ts';
import type { Tx } from '../import/record-table-sql.ts';
import { normalizeSearchText } from '../search/normalize-search-text.ts';
import { canonBatch } from './canon-batch.ts';
import { findCanonPersonMatches, findCanonTitleMatches, linkCanonSources } from './canon-db.ts';
import { type CanonFile, loadCanon } from './canon-file.ts';

/**
 * Writes the canon of Iranian cinema and television (data/iranian-canon.json) as one more source
 * of the catalogue. Entries the catalogue already has (by title, year and director, see
 * findCanonTitleMatches) and people it already has (by name) are linked to the canon first, so
 * the writer merges into them; the rest are added. IMDb ids merge through the writer as usual.
 */
export async function writeCanon(
  writer: CatalogWriter,
  tx: Tx,
  canon: CanonFile = loadCanon(),
): Promise<void> {
  const person = (key: string) => canon.people[key] ?? { fa: key, en: key };
  const titleMatches = await findCanonTitleMatches(
    tx,
    canon.titles.map((title) => ({
      key: title.id,
      type: title.type,
      year: title.year,
      nameFa: normalizeSearchText(title.titleFa),
      nameEn: normalizeSearchText(title.titleEn),
      directors: title.directors.flatMap((key) => [person(key).fa, person(key).en].map(normalizeSearchText)),
    })),
  );
  const personMatches = await findCanonPersonMatches(
    tx,
    Object.entries(canon.people).map(([key, { fa, en }]) => ({
      key,
      nameFa: normalizeSearchText(fa),
      nameEn: normalizeSearchText(en),
    })),
  );
  const titles = onePerRecord(titleMatches, (match) => match.titleId);
  await linkCanonSources(
    tx,
    titles,
    onePerRecord(personMatches, (match) => match.personId),
  );
  await writer.write(canonBatch(canon, new Set(titles.map((match) => match.key))));
}

/** Two canon entries never claim one catalogue record: the first keeps it, the other is added. */
function onePerRecord<Match>(matches: Match[], idOf: (match: Match) => number): Match[] {
  const claimed = new Set<number>();
  return matches.filter((match) => !claimed.has(idOf(match)) && Boolean(claimed.add(idOf(match))));
}
