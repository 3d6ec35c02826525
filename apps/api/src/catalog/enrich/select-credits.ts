import type { CreditInput, ImportBatch } from '../import/import-types.ts';
import { normalizeSearchText } from '../search/normalize-search-text.ts';
import type { CreditedPerson } from './enrichment-db.ts';

/** TMDB lists every extra; the title page shows the first 30 actors, enrichment stores 20. */
export const ENRICHED_CAST_LIMIT = 20;

export interface CreditSelection {
  /** The batch with only the credits (and their people) enrichment writes. */
  batch: ImportBatch;
  /** People already credited on the title, recognised by name, to link to their TMDB id. */
  links: Array<{ tmdbId: string; personId: number }>;
}

/**
 * Fill-only for credits. A role the title has no credit in is filled from TMDB (the first actors
 * only). In a role it has, nobody is added: only the people already credited there are touched
 * (their photo, their character when empty). People credited on the title in any role are
 * recognised by their TMDB id or else by the same English name; those recognised by name get
 * linked to their TMDB id, so the writer updates them instead of adding a namesake.
 */
export function selectCredits(
  batch: ImportBatch,
  credited: CreditedPerson[],
  linkedTmdbIds: Set<string>,
): CreditSelection {
  const filledRoles = new Set(credited.map((credit) => credit.role));
  const personByTmdbId = new Map<string, number>();
  const unlinkedByName = new Map<string, number>();
  for (const person of credited) {
    if (person.tmdbId) personByTmdbId.set(person.tmdbId, person.personId);
    else unlinkedByName.set(normalizeSearchText(person.fullnameEn), person.personId);
  }
  const namesByTmdbId = new Map((batch.people ?? []).map((person) => [person.sourceId, person.fullnameEn]));
  const links: CreditSelection['links'] = [];
  const recognise = (tmdbId: string): number | undefined => {
    const known = personByTmdbId.get(tmdbId);
    if (known !== undefined || linkedTmdbIds.has(tmdbId)) return known;
    const name = normalizeSearchText(namesByTmdbId.get(tmdbId) ?? '');
    const personId = unlinkedByName.get(name);
    if (personId === undefined) return undefined;
    unlinkedByName.delete(name);
    personByTmdbId.set(tmdbId, personId);
    links.push({ tmdbId, personId });
    return personId;
  };
  const isCredited = (personId: number | undefined, role: CreditInput['role']) =>
    credited.some((credit) => credit.personId === personId && credit.role === role);

  const leadingActors = new Set(
    (batch.credits ?? [])
      .filter((credit) => credit.role === 'actor')
      .sort((a, b) => (a.billingOrder ?? 0) - (b.billingOrder ?? 0))
      .slice(0, ENRICHED_CAST_LIMIT),
  );
  const credits = (batch.credits ?? []).filter((credit) => {
    if (credit.role === 'actor' && !leadingActors.has(credit)) return false;
    const personId = recognise(credit.person.sourceId);
    return !filledRoles.has(credit.role) || isCredited(personId, credit.role);
  });
  const keptPeople = new Set(credits.map((credit) => credit.person.sourceId));
  return {
    batch: {
      ...batch,
      credits,
      people: (batch.people ?? []).filter((person) => keptPeople.has(person.sourceId)),
    },
    links,
  };
}
