import {
  type ComingSoonItem,
  iranianJalaliYear,
  type SlideshowItem,
  type TitleRef,
  type TitleResult,
} from '@pardeh/contract';
import { presentImage } from '../../images/present-image.ts';
import type { TitleCardRow } from '../titles/title-card-sql.ts';

export const titlePath = (id: number, slug: string) => `/titles/${id}/${slug}`;

export function presentTitleResult(row: TitleCardRow): TitleResult {
  return {
    id: row.id,
    path: titlePath(row.id, row.slug),
    poster: presentImage('poster', row.poster_key),
    titleEn: row.title_en,
    titleFa: row.title_fa,
    year: row.year,
    jalaliYear: iranianJalaliYear({
      year: row.year,
      releaseDate: row.release_date,
      countries: row.countries,
    }),
    genres: row.genres.map((genre) => ({ id: genre.id, titleFa: genre.titleFa })),
    rating: row.rating,
    rottenTomatoes: { rtMeter: row.rt_meter, rtStatus: row.rt_status },
  };
}

export interface SlideshowRow extends TitleCardRow {
  backdrop_key: string | null;
  plot_fa: string | null;
  plot_en: string | null;
}

export function presentSlideshowItem(row: SlideshowRow): SlideshowItem {
  return {
    ...presentTitleResult(row),
    type: row.type,
    backdrop: presentImage('backdrop', row.backdrop_key),
    plotFa: row.plot_fa,
    plotEn: row.plot_en,
  };
}

export function presentComingSoonItem(
  row: TitleCardRow & { expected_release_date: string | null },
): ComingSoonItem {
  return { ...presentTitleResult(row), expectedReleaseDate: row.expected_release_date };
}

export interface TitleRefRow {
  id: number;
  titleEn: string;
  titleFa: string | null;
  year: number | null;
}

export const presentTitleRef = (row: TitleRefRow | null): TitleRef | null =>
  row ? { id: row.id, titleEn: row.titleEn, titleFa: row.titleFa, year: row.year } : null;
