import type { ProgressBody } from '@pardeh/contract';

export type ProgressSample = Omit<ProgressBody, 'fileId'>;

/** At most one report this often while a video plays. */
export const REPORT_INTERVAL_MS = 10_000;
/** Positions this close to the start are not worth saving (autoplay starts every video at 0). */
const MIN_POSITION_SECONDS = 1;

/** The parts of a video element the reporter reads and listens to (a real one in the app). */
type ReportedVideo = Pick<
  HTMLVideoElement,
  'currentTime' | 'duration' | 'ended' | 'addEventListener' | 'removeEventListener'
>;
/** The page events the reporter listens to: `document` in the app. */
type ReportedPage = Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;

/**
 * Reports where `video` is: when it starts playing and every REPORT_INTERVAL_MS while it plays,
 * on pause, when it ends (`stop`: a short clip may end before the first interval) and when the page
 * is hidden or left, and once more when reporting stops (leaving the watch page inside the app).
 * The same position and event are never sent twice in a row. Returns the function that stops it.
 */
export function reportVideoProgress(
  video: ReportedVideo,
  send: (sample: ProgressSample) => void,
  page: ReportedPage = document,
  pageWindow: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  let lastSent = '';

  const report = (event: ProgressSample['event']) => {
    const duration = video.duration;
    if (!Number.isFinite(duration) || duration <= 0) return;
    const position = Math.min(video.currentTime, duration);
    if (position < MIN_POSITION_SECONDS) return;
    const key = `${event}:${Math.floor(position)}`;
    if (key === lastSent) return;
    lastSent = key;
    send({ position, duration, event });
  };
  const stopTimer = () => {
    clearInterval(timer);
    timer = undefined;
  };
  const onPlay = () => {
    stopTimer();
    report('play');
    timer = setInterval(() => report('play'), REPORT_INTERVAL_MS);
  };
  // An ending video pauses first; `ended` reports that one as the stop.
  const onPause = () => {
    stopTimer();
    if (!video.ended) report('pause');
  };
  const onEnded = () => {
    stopTimer();
    report('stop');
  };
  const onVisibility = () => {
    if (page.visibilityState === 'hidden') report('stop');
  };
  const onPageHide = () => report('stop');

  video.addEventListener('play', onPlay);
  video.addEventListener('pause', onPause);
  video.addEventListener('ended', onEnded);
  page.addEventListener('visibilitychange', onVisibility);
  pageWindow.addEventListener('pagehide', onPageHide);
  return () => {
    stopTimer();
    video.removeEventListener('play', onPlay);
    video.removeEventListener('pause', onPause);
    video.removeEventListener('ended', onEnded);
    page.removeEventListener('visibilitychange', onVisibility);
    pageWindow.removeEventListener('pagehide', onPageHide);
    if (!video.ended) report('stop');
  };
}
