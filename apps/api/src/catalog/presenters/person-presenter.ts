import type { PersonResult } from '@pardeh/contract';
import type { PersonSummaryRow } from '../people/person-queries.ts';
import { presentTitleRef } from './title-presenter.ts';

export type PersonJob = 'actor' | 'director';

export const personPath = (job: PersonJob, id: number, slug: string) => `/people/${job}/${id}/${slug}`;

/** A person is shown as a director when they directed more titles than they acted in. */
export const jobOf = (row: Pick<PersonSummaryRow, 'directed' | 'acted'>): PersonJob =>
  row.directed > row.acted ? 'director' : 'actor';

export function presentPersonResult(row: PersonSummaryRow): PersonResult {
  const job = jobOf(row);
  return {
    id: row.id,
    path: personPath(job, row.id, row.slug),
    image: row.image_url,
    fullnameEn: row.fullname_en,
    fullnameFa: row.fullname_fa,
    job,
    bestStarred: presentTitleRef(row.best_starred),
    bestDirected: presentTitleRef(row.best_directed),
  };
}
