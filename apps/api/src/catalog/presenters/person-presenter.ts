import type { PersonResult } from '@pardeh/contract';
import type { CreditRole } from '../../db/schema/catalog.ts';
import { presentImage } from '../../images/present-image.ts';
import type { PersonSummaryRow } from '../people/person-queries.ts';
import { presentTitleRef } from './title-presenter.ts';

/** A person's page, filed under their job (people/person-job-sql.ts). */
export const personPath = (job: CreditRole, id: number, slug: string) => `/people/${job}/${id}/${slug}`;

export function presentPersonResult(row: PersonSummaryRow): PersonResult {
  const { job } = row;
  return {
    id: row.id,
    path: personPath(job, row.id, row.slug),
    image: presentImage('profile', row.image_key),
    fullnameEn: row.fullname_en,
    fullnameFa: row.fullname_fa,
    job,
    bestStarred: presentTitleRef(row.best_starred),
    bestDirected: presentTitleRef(row.best_directed),
  };
}
