import type { TitleFileSummary } from '@pardeh/contract';
import { formatNumber, formatRating } from '../../../lib/persian.ts';
import { titleMessages } from '../messages.ts';

type FileLanguage = TitleFileSummary['language'];

export const fileLanguageName = (language: FileLanguage): string => titleMessages.languageNames[language];

/**
 * A file as a viewer tells it apart: «دوبله‌ی فارسی · 720p». A quality is a code, like an age
 * rating, and keeps the Latin digits it is known by.
 */
export const fileLabel = (file: Pick<TitleFileSummary, 'language' | 'quality'>): string =>
  `${fileLanguageName(file.language)} · ${file.quality}`;

const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;

/** Sizes in binary units, one decimal above a gigabyte: 1.4 GB → ۱٫۴ گیگابایت. */
export function formatFileSize(bytes: number | null): string {
  if (bytes === null || bytes < 0) return titleMessages.unknownSize;
  if (bytes >= GB) return titleMessages.sizes.gigabytes(formatRating(bytes / GB));
  if (bytes >= MB) return titleMessages.sizes.megabytes(formatRating(bytes / MB));
  return titleMessages.sizes.kilobytes(formatNumber(Math.max(1, Math.round(bytes / KB))));
}

export interface FileGroup {
  language: FileLanguage;
  files: TitleFileSummary[];
}

const languageOrder: FileLanguage[] = ['original', 'dubbed', 'subtitled'];
const qualityRank = (quality: string) => Number.parseInt(quality, 10) || 0;

/** The files page: one group per language (original, dubbed, subtitled), best quality first. */
export function groupFilesByLanguage(files: TitleFileSummary[]): FileGroup[] {
  return languageOrder
    .map((language) => ({
      language,
      files: files
        .filter((file) => file.language === language)
        .sort((a, b) => qualityRank(b.quality) - qualityRank(a.quality) || a.id - b.id),
    }))
    .filter((group) => group.files.length > 0);
}
