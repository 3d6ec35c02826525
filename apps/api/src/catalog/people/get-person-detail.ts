import type { PersonDetail } from '@pardeh/contract';
import type { DatabaseHandle } from '../../db/client.ts';
import type { CreditRole } from '../../db/schema/catalog.ts';
import { notFound } from '../../http/errors.ts';
import { pageMeta } from '../../http/page-meta.ts';
import { messages } from '../../messages.ts';
import { presentPersonDetail } from '../presenters/person-presenter.ts';
import { countCreditsByRole, findFilmography, findPerson } from './people-db.ts';

export interface PersonDetailQuery {
  role?: CreditRole | undefined;
  orderBy: 'year' | 'votes';
  page: number;
  perPage: number;
}

/**
 * A person's page: who they are, their credit counts per role, and one page of one role's
 * filmography (the requested role, else their job, else the role they have most credits in).
 * For a kids' profile (`maturityAge`) only titles for its age count, and a person with none is a
 * 404, as a refused title is.
 */
export async function getPersonDetail(
  database: DatabaseHandle,
  id: number,
  query: PersonDetailQuery,
  maturityAge: number | null,
): Promise<PersonDetail> {
  const [person, roles] = await Promise.all([
    findPerson(database, id, maturityAge),
    countCreditsByRole(database, id, maturityAge),
  ]);
  if (!person || (maturityAge !== null && roles.length === 0)) throw notFound(messages.personNotFound);
  const { job } = person;
  const role = query.role ?? (roles.some((entry) => entry.role === job) ? job : (roles[0]?.role ?? job));
  const total = roles.find((entry) => entry.role === role)?.count ?? 0;
  const rows =
    total > 0
      ? await findFilmography(
          database,
          {
            personId: id,
            role,
            orderBy: query.orderBy,
            page: query.page,
            perPage: query.perPage,
          },
          maturityAge,
        )
      : [];
  return presentPersonDetail(person, roles, {
    role,
    orderBy: query.orderBy,
    rows,
    meta: pageMeta(query.page, query.perPage, total),
  });
}
