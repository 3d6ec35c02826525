import { type AdminPersonGap, type AdminTitleGap, titlePersianGaps } from '@pardeh/contract';
import { personPath } from '../presenters/person-presenter.ts';
import { titlePath } from '../presenters/title-presenter.ts';
import type { PersonGapRow, TitleGapRow } from './persian-gaps-db.ts';

export function presentTitleGap(row: TitleGapRow): AdminTitleGap {
  const missing = { titleFa: row.no_title_fa, plotFa: row.no_plot_fa };
  return {
    id: row.id,
    type: row.type,
    titleEn: row.title_en,
    titleFa: row.title_fa,
    year: row.year,
    plotEn: row.plot_en,
    missing: titlePersianGaps.filter((field) => missing[field]),
    views: row.views,
    votes: row.votes,
    path: titlePath(row.id, row.slug),
    updatedAt: row.version,
  };
}

export function presentPersonGap(row: PersonGapRow): AdminPersonGap {
  return {
    id: row.id,
    fullnameEn: row.fullname_en,
    views: row.views,
    votes: row.votes,
    path: personPath(row.job, row.id, row.slug),
    updatedAt: row.version,
  };
}
