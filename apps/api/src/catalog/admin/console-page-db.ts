import type { DatabaseHandle } from '../../db/client.ts';
import type { QueryMatch } from './console-query-match-sql.ts';

export interface ConsolePageQuery {
  /** The SELECT list, and the table with its alias (`titles t`). */
  columns: string;
  from: string;
  /** ANDed conditions, their parameters in `params`; a query's match is added from `match`. */
  conditions: string[];
  params: unknown[];
  match: QueryMatch | null;
  /** The order after the match's ranking. */
  orderBy: string;
  page: number;
  perPage: number;
}

/** One page of a console list and how many rows match in all: best matches first, then `orderBy`. */
export async function readConsolePage<Row>(
  database: DatabaseHandle,
  query: ConsolePageQuery,
): Promise<{ rows: Row[]; total: number }> {
  const { params, match } = query;
  const conditions = match ? [...query.conditions, match.where] : query.conditions;
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  const rank = match?.rank(params.length + 1) ?? { sql: '', params: [] };
  const page = params.length + rank.params.length + 1;
  const [rows, [count]] = await Promise.all([
    database.sql.query<Row>(
      `SELECT ${query.columns} FROM ${query.from} ${where}
       ORDER BY ${rank.sql ? `${rank.sql}, ` : ''}${query.orderBy}
       LIMIT $${page} OFFSET $${page + 1}`,
      [...params, ...rank.params, query.perPage, (query.page - 1) * query.perPage],
    ),
    database.sql.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM ${query.from} ${where}`,
      params,
    ),
  ]);
  return { rows, total: count?.total ?? 0 };
}
