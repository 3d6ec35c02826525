import { filmographyRoles } from '@pardeh/contract';

const roleOrder = `ARRAY[${filmographyRoles.map((role) => `'${role}'`).join(', ')}]`;

/**
 * A person's job, in SQL for the person `personId` names: the role they have the most credits in
 * (a writer is a writer, not an actor), ties going to the role listed first in `filmographyRoles`
 * (actor, director, writer, …), and `actor` for someone without credits. It names them in search
 * results and files their page under `/people/{job}/…`; the person and title answers and the
 * sitemap all use this one expression, so every link is the canonical address.
 */
export const personJobSql = (personId: string) => `COALESCE((
    SELECT c.role FROM credits c WHERE c.person_id = ${personId} GROUP BY c.role
    ORDER BY count(*) DESC, array_position(${roleOrder}, c.role) LIMIT 1
  ), 'actor')`;
