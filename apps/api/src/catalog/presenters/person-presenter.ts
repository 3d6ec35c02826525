import type { PaginationMeta, PersonDetail, PersonResult } from '@pardeh/contract';
import type { CreditRole } from '../../db/schema/catalog.ts';
import { presentImage } from '../../images/present-image.ts';
import type { FilmographyRow, PersonRow, PersonSummaryRow, RoleCreditCount } from '../people/people-db.ts';
import { presentTitleRef, presentTitleResult } from './title-presenter.ts';

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

/** The page of one role's filmography that a person's page shows. */
export interface FilmographyPage {
  role: CreditRole;
  orderBy: 'year' | 'votes';
  rows: FilmographyRow[];
  meta: PaginationMeta;
}

export function presentPersonDetail(
  person: PersonRow,
  roles: RoleCreditCount[],
  filmography: FilmographyPage,
): PersonDetail {
  const { job } = person;
  return {
    id: person.id,
    slug: person.slug,
    path: personPath(job, person.id, person.slug),
    fullnameEn: person.fullname_en,
    fullnameFa: person.fullname_fa,
    image: presentImage('profile', person.image_key),
    birthDate: person.birth_date,
    deathDate: person.death_date,
    bioFa: person.bio_fa,
    bioEn: person.bio_en,
    imdbId: person.imdb_id,
    job,
    bestStarred: presentTitleRef(person.best_starred),
    bestDirected: presentTitleRef(person.best_directed),
    roles,
    filmography: {
      role: filmography.role,
      orderBy: filmography.orderBy,
      data: filmography.rows.map((row) => ({
        role: row.role,
        character: row.character_name,
        title: presentTitleResult(row),
      })),
      meta: filmography.meta,
    },
  };
}
