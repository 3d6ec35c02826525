const ONE_YEAR_SECONDS = 31_536_000;
/** Playlists are small and read once per play: a short cache, so a deleted file stops playing soon. */
const PLAYLIST_SECONDS = 300;

/** `Cache-Control` of a `/media/` file: segments, posters and subtitles for a year, since their keys are never reused. */
export const mediaCacheControl = (key: string) =>
  key.endsWith('.m3u8')
    ? `public, max-age=${PLAYLIST_SECONDS}`
    : `public, max-age=${ONE_YEAR_SECONDS}, immutable`;
