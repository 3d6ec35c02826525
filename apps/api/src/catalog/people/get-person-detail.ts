import type { PersonDetail } from '@pardeh/contract';
import type { DatabaseHandle } from '../../db/client.ts';
import type { CreditRole } from '../../db/schema/catalog.ts';
import { notFound } from '../../http/errors.ts';
import { pageMeta } from '../../http/page-meta.ts';
import { presentImage } from '../../images/present-image.ts';
import { messages } from '../../messages.ts';
import { personPath } from '../presenters/person-presenter.ts';
import { presentTitleRef, presentTitleResult } from '../presenters/title-presenter.ts';
import { countCreditsByRole, findFilmography, findPerson } from './person-queries.ts';

export interface PersonDetailQuery {
  role?: CreditRole | undefined;
  orderBy: 'year' | 'votes';
  page: number;
  perPage: number;
}

/**
 * A person's page: who they are, their credit counts per role, and one page of one role's
 * filmography (the requested role, else their job, else the role they have most credits in).
 */
export async function getPersonDetail(
  database: DatabaseHandle,
  id: number,
  query: PersonDetailQuery,
): Promise<PersonDetail> {
  const [person, roles] = await Promise.all([findPerson(database, id), countCreditsByRole(database, id)]);
  if (!person) throw notFound(messages.personNotFound);
  const { job } = person;
  const role = query.role ?? (roles.some((entry) => entry.role === job) ? job : (roles[0]?.role ?? job));
  const total = roles.find((entry) => entry.role === role)?.count ?? 0;
  const rows =
    total > 0
      ? await findFilmography(database, {
          personId: id,
          role,
          orderBy: query.orderBy,
          page: query.page,
          perPage: query.perPage,
        })
      : [];
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
      role,
      orderBy: query.orderBy,
      data: rows.map((row) => ({
        role: row.role,
        character: row.character_name,
        title: presentTitleResult(row),
      })),
      meta: pageMeta(query.page, query.perPage, total),
    },
  };
}
