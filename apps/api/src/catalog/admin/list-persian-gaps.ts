import type { AdminPersianGapsQuery } from '@pardeh/contract';
import type { DatabaseHandle } from '../../db/client.ts';
import { pageMeta } from '../../http/page-meta.ts';
import { readPersonGaps, readTitleGaps } from './persian-gaps-db.ts';
import { presentPersonGap, presentTitleGap } from './present-persian-gap.ts';

/** The Persian work queue's titles: no Persian title or plot, the most viewed (then voted) first. */
export async function listTitleGaps(database: DatabaseHandle, query: AdminPersianGapsQuery) {
  const { rows, total } = await readTitleGaps(database, query.page, query.per_page);
  return { data: rows.map(presentTitleGap), meta: pageMeta(query.page, query.per_page, total) };
}

/** The Persian work queue's people: no Persian name, those of the most viewed titles first. */
export async function listPersonGaps(database: DatabaseHandle, query: AdminPersianGapsQuery) {
  const { rows, total } = await readPersonGaps(database, query.page, query.per_page);
  return { data: rows.map(presentPersonGap), meta: pageMeta(query.page, query.per_page, total) };
}
