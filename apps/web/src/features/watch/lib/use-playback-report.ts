import { useEffect } from 'react';
import { apiBaseUrl } from '../../../lib/api-host.ts';
import { PlaybackReportOutbox, type SendBeacon } from './use-playback-report-outbox.ts';
import { FATAL_ERROR_EVENT, PlaybackTracker, QUALITY_CHANGE_EVENT } from './use-playback-report-tracker.ts';

/** While playing, the totals go out this often, so a crashed tab loses at most a minute. */
export const REPORT_INTERVAL_MS = 60_000;

const sendBeacon: SendBeacon = (url, body) =>
  // A string body goes as text/plain: no CORS preflight, which beacons cannot make.
  typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body);

// One outbox for the page: a play that ended (next episode, another page) still leaves with the next flush.
let pageOutbox: PlaybackReportOutbox | null = null;
const outbox = () => {
  pageOutbox ??= new PlaybackReportOutbox(`${apiBaseUrl()}/api/playback/reports`, sendBeacon);
  return pageOutbox;
};

/**
 * Reports the quality of experience of the play on `video` (startup, rebuffers, quality switches,
 * fatal errors, time playing) to `POST /api/playback/reports`, anonymously: a random id per play,
 * the title and the file. Sent with `sendBeacon` when the page hides or goes away, every minute
 * while playing, and when the play ends (another file, leaving the page). `ids` null: nothing to
 * report (no playable file).
 */
export function usePlaybackReport(
  video: HTMLVideoElement | null,
  ids: { titleId: number; fileId: number } | null,
) {
  const titleId = ids?.titleId;
  const fileId = ids?.fileId;
  useEffect(() => {
    if (!video || titleId === undefined || fileId === undefined) return;
    return trackPlayback(
      video,
      new PlaybackTracker({ titleId, fileId }, () => performance.now(), crypto.randomUUID()),
      outbox(),
    );
  }, [video, titleId, fileId]);
}

/** Wires the tracker to the element and the page; returns the clean-up, which sends the last report. */
export function trackPlayback(
  video: HTMLVideoElement,
  tracker: PlaybackTracker,
  reports: PlaybackReportOutbox,
) {
  const flush = () => {
    if (!tracker.started) return;
    reports.put(tracker.report());
    reports.flush();
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  const listeners: Array<[EventTarget, string, (event: Event) => void]> = [
    [video, 'play', () => tracker.requested()],
    [video, 'playing', () => tracker.playing()],
    [video, 'waiting', () => tracker.waiting(video.seeking)],
    [video, 'pause', () => tracker.stopped()],
    [video, 'ended', () => tracker.stopped()],
    [video, 'error', () => tracker.mediaFailed(video.error)],
    [video, QUALITY_CHANGE_EVENT, () => tracker.qualityChanged()],
    [
      video,
      FATAL_ERROR_EVENT,
      (event) => tracker.failed((event as CustomEvent<{ code?: unknown }>).detail?.code),
    ],
    [window, 'pagehide', flush],
    [document, 'visibilitychange', onVisibility],
  ];
  for (const [target, type, listener] of listeners) target.addEventListener(type, listener);
  // A play already under way when the hook attached (autoplay before the first effect).
  if (!video.paused) {
    tracker.requested();
    if (video.readyState >= HTMLMediaElement.HAVE_FUTURE_DATA) tracker.playing();
  }
  const timer = window.setInterval(() => {
    if (tracker.isPlaying) flush();
  }, REPORT_INTERVAL_MS);
  return () => {
    window.clearInterval(timer);
    for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
    flush();
  };
}
