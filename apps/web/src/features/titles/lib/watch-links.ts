/**
 * Watch and trailer URLs name a title by its IMDb id, or by its Pardeh id when it has none
 * (docs/DECISIONS.md, "Watch URLs").
 */
export const titleWatchKey = (title: { id: number; imdbId: string | null }): string =>
  title.imdbId ?? String(title.id);

export const trailerPath = (title: { id: number; imdbId: string | null }): string =>
  `/watch/trailer/${titleWatchKey(title)}`;

export const watchPath = (title: { id: number; imdbId: string | null }, fileId: number): string =>
  `/watch/${titleWatchKey(title)}/${fileId}`;

export const filesPath = (titleId: number): string => `/titles/${titleId}/files`;
export const screenshotsPath = (titleId: number): string => `/screenshots/${titleId}`;
