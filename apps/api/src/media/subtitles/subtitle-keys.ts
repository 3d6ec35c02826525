import { randomUUID } from 'node:crypto';

/** A file's subtitles live under `subtitles/<file id>/`, each under a new name (never reused, so cacheable for good). */
export const subtitlesPrefix = (fileId: number) => `subtitles/${fileId}`;
export const newSubtitleKey = (fileId: number, language: string) =>
  `${subtitlesPrefix(fileId)}/${randomUUID()}.${language}.vtt`;
