import { filmographyRoles, type PersonDetail } from '@pardeh/contract';

export type FilmographyRole = (typeof filmographyRoles)[number];
export type FilmographyOrder = 'year' | 'votes';

export interface FilmographyParams {
  /** Null: the person's main role, which the API picks. */
  role: FilmographyRole | null;
  orderBy: FilmographyOrder;
  page: number;
}

/** Reads the filmography's role, order and page from the page URL; anything unknown falls back. */
export function readFilmographyParams(search: URLSearchParams): FilmographyParams {
  const role = search.get('role');
  const page = Number(search.get('page'));
  return {
    role: filmographyRoles.includes(role as FilmographyRole) ? (role as FilmographyRole) : null,
    orderBy: search.get('order_by') === 'votes' ? 'votes' : 'year',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL query for a new choice; defaults are left out so the plain page URL stays canonical. */
export function writeFilmographyParams(params: FilmographyParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.role) search.set('role', params.role);
  if (params.orderBy !== 'year') search.set('order_by', params.orderBy);
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

/**
 * The role tabs: the person's roles with their credit counts, most credits first, ties in the
 * contract's order (acting before directing), so the first tab is the role the API shows by default.
 */
export function roleTabs(roles: PersonDetail['roles']): PersonDetail['roles'] {
  return [...roles]
    .filter((item) => item.count > 0)
    .sort((a, b) => b.count - a.count || filmographyRoles.indexOf(a.role) - filmographyRoles.indexOf(b.role));
}

/** Age at death, or today, in whole years; null without a birth date. */
export function ageInYears(
  birthDate: string | null,
  deathDate: string | null,
  today: Date = new Date(),
): number | null {
  if (!birthDate) return null;
  const birth = new Date(`${birthDate}T00:00:00Z`);
  const end = deathDate ? new Date(`${deathDate}T00:00:00Z`) : today;
  let age = end.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday =
    end.getUTCMonth() < birth.getUTCMonth() ||
    (end.getUTCMonth() === birth.getUTCMonth() && end.getUTCDate() < birth.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age >= 0 ? age : null;
}
