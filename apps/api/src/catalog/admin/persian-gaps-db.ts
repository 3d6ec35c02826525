import type { DatabaseHandle } from '../../db/client.ts';
import type { CreditRole, TitleType } from '../../db/schema/index.ts';
import { personJobSql } from '../people/person-job-sql.ts';
import { readConsolePage } from './console-page-db.ts';
import { versionSql } from './row-version-sql.ts';

/**
 * The Persian work queue's reads: titles and people lacking Persian text, the most viewed first.
 * A title's views are its distinct viewers in watch history; what nobody watched follows by IMDb
 * votes. A person's are the sums over their titles.
 */

const missingText = (column: string) => `NULLIF(btrim(${column}), '') IS NULL`;

const titleViews = `(SELECT title_id, count(DISTINCT profile_id)::int AS views FROM watch_history GROUP BY title_id)`;

export interface TitleGapRow {
  id: number;
  type: TitleType;
  slug: string;
  title_en: string;
  title_fa: string | null;
  year: number | null;
  plot_en: string | null;
  no_title_fa: boolean;
  no_plot_fa: boolean;
  views: number;
  votes: number | null;
  version: string;
}

export function readTitleGaps(database: DatabaseHandle, page: number, perPage: number) {
  return readConsolePage<TitleGapRow>(database, {
    columns: `t.id, t.type, t.slug, t.title_en, t.title_fa, t.year, t.plot_en,
      ${missingText('t.title_fa')} AS no_title_fa, ${missingText('t.plot_fa')} AS no_plot_fa,
      COALESCE(v.views, 0) AS views, t.imdb_votes AS votes, ${versionSql('t')} AS version`,
    from: `titles t LEFT JOIN ${titleViews} v ON v.title_id = t.id`,
    conditions: [`(${missingText('t.title_fa')} OR ${missingText('t.plot_fa')})`],
    params: [],
    match: null,
    orderBy: 'COALESCE(v.views, 0) DESC, t.imdb_votes DESC NULLS LAST, t.id',
    page,
    perPage,
  });
}

export interface PersonGapRow {
  id: number;
  slug: string;
  fullname_en: string;
  job: CreditRole;
  views: number;
  votes: number | null;
  version: string;
}

export function readPersonGaps(database: DatabaseHandle, page: number, perPage: number) {
  return readConsolePage<PersonGapRow>(database, {
    columns: `p.id, p.slug, p.fullname_en, ${personJobSql('p.id')} AS job,
      COALESCE(s.views, 0) AS views, s.votes, ${versionSql('p')} AS version`,
    from: `people p LEFT JOIN (
        SELECT c.person_id, sum(COALESCE(v.views, 0))::int AS views,
          LEAST(sum(t.imdb_votes), 2147483647)::int AS votes
        FROM credits c JOIN titles t ON t.id = c.title_id LEFT JOIN ${titleViews} v ON v.title_id = c.title_id
        GROUP BY c.person_id
      ) s ON s.person_id = p.id`,
    conditions: [missingText('p.fullname_fa')],
    params: [],
    match: null,
    orderBy: 'COALESCE(s.views, 0) DESC, s.votes DESC NULLS LAST, p.id',
    page,
    perPage,
  });
}
