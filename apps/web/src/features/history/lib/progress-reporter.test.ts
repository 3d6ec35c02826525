import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REPORT_INTERVAL_MS, reportVideoProgress } from './progress-reporter.ts';

/** A video and page that fire events on demand; the reporter only needs these parts. */
function fakeMedia() {
  const video = Object.assign(new EventTarget(), { currentTime: 0, duration: 600, ended: false });
  const page = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const pageWindow = new EventTarget();
  const sent: Array<{ position: number; event: string }> = [];
  const stop = reportVideoProgress(
    video,
    ({ position, event }) => sent.push({ position, event }),
    page as unknown as Document,
    pageWindow as unknown as Window,
  );
  return { video, page, pageWindow, sent, stop };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('reportVideoProgress', () => {
  it('reports on play, then every interval while playing, and on pause', () => {
    const { video, sent } = fakeMedia();
    video.currentTime = 5;
    video.dispatchEvent(new Event('play'));
    expect(sent).toEqual([{ position: 5, event: 'play' }]);
    video.currentTime = 12;
    vi.advanceTimersByTime(REPORT_INTERVAL_MS - 1);
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sent.at(-1)).toEqual({ position: 12, event: 'play' });
    video.currentTime = 22;
    vi.advanceTimersByTime(REPORT_INTERVAL_MS);
    expect(sent).toHaveLength(3);
    video.currentTime = 25;
    video.dispatchEvent(new Event('pause'));
    expect(sent.at(-1)).toEqual({ position: 25, event: 'pause' });
    // Paused: the interval is gone.
    vi.advanceTimersByTime(REPORT_INTERVAL_MS * 3);
    expect(sent).toHaveLength(4);
  });

  it('skips the first second and repeats of the same report', () => {
    const { video, sent } = fakeMedia();
    video.dispatchEvent(new Event('play'));
    expect(sent).toEqual([]);
    video.currentTime = 40.2;
    video.dispatchEvent(new Event('pause'));
    video.currentTime = 40.7;
    video.dispatchEvent(new Event('pause'));
    expect(sent).toEqual([{ position: 40.2, event: 'pause' }]);
  });

  it('reports the end as a stop, not as a pause', () => {
    const { video, sent } = fakeMedia();
    video.currentTime = 600;
    video.ended = true;
    video.dispatchEvent(new Event('pause'));
    video.dispatchEvent(new Event('ended'));
    expect(sent).toEqual([{ position: 600, event: 'stop' }]);
  });

  it('reports a stop when the page is hidden or left, and when stopped', () => {
    const { video, page, pageWindow, sent, stop } = fakeMedia();
    video.currentTime = 30;
    page.visibilityState = 'hidden';
    page.dispatchEvent(new Event('visibilitychange'));
    expect(sent).toEqual([{ position: 30, event: 'stop' }]);
    video.currentTime = 31;
    pageWindow.dispatchEvent(new Event('pagehide'));
    video.currentTime = 35;
    stop();
    expect(sent.map((sample) => sample.position)).toEqual([30, 31, 35]);
    video.dispatchEvent(new Event('play'));
    expect(sent).toHaveLength(3);
  });

  it('waits for a known duration', () => {
    const { video, sent } = fakeMedia();
    video.duration = Number.NaN;
    video.currentTime = 10;
    video.dispatchEvent(new Event('pause'));
    expect(sent).toEqual([]);
  });
});
