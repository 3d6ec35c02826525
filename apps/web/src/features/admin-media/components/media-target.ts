import type { AdminTitleDetail } from '@pardeh/contract';
import { formatNumber } from '../../../lib/persian.ts';
import type { MediaUploadTarget } from '../api/upload-media.ts';
import { adminMediaMessages } from '../messages.ts';

const text = adminMediaMessages.target;

export interface EpisodeOption {
  /** null: the title itself. */
  id: number | null;
  label: string;
}

type TitleSeasons = Pick<AdminTitleDetail, 'type' | 'seasons'>;

/** Where a video can go: the title itself, then each episode in order («فصل ۱، قسمت ۲ · نام»). */
export function episodeOptions(title: TitleSeasons): EpisodeOption[] {
  const own = { id: null, label: title.type === 'series' ? text.wholeSeries : text.wholeTitle };
  const episodes = title.seasons.flatMap((season) =>
    season.episodes.map((episode) => ({
      id: episode.id,
      label: text.episode(
        formatNumber(season.number),
        formatNumber(episode.number),
        episode.nameFa ?? episode.nameEn,
      ),
    })),
  );
  return [own, ...episodes];
}

/** The label of an asset's or file's target, as the lists show it; empty for the title itself. */
export function episodeLabel(title: TitleSeasons, episodeId: number | null): string {
  if (episodeId === null) return '';
  return episodeOptions(title).find((option) => option.id === episodeId)?.label ?? '';
}

/** A new upload or registration starts as a file of the title, in its original language, free. */
export const defaultTarget = (titleId: number): MediaUploadTarget => ({
  titleId,
  episodeId: null,
  purpose: 'file',
  language: 'original',
  premiumOnly: false,
});

/** A trailer belongs to the title and is free for everyone: episode and premium are dropped. */
export const effectiveTarget = (target: MediaUploadTarget): MediaUploadTarget =>
  target.purpose === 'trailer' ? { ...target, episodeId: null, premiumOnly: false } : target;
