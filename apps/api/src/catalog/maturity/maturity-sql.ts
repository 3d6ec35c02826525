/**
 * The kids' filter (#34) in SQL: a title suits a viewer when its maturity age (migration 0037's
 * generated column, NULL for an unrated title) is at most the viewer's limit. `limit` is a
 * placeholder of an int parameter; a NULL parameter (an adult, or nobody signed in) lets every
 * title through, so each fixed statement keeps one text for both.
 */
export function suitsViewerSql(alias: string, limit: string): string {
  return `(${limit}::int IS NULL OR ${alias}.maturity_age <= ${limit}::int)`;
}
