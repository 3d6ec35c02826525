import type { PlaybackReport } from '@pardeh/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REPORT_INTERVAL_MS, trackPlayback } from './use-playback-report.ts';
import { PlaybackReportOutbox } from './use-playback-report-outbox.ts';
import { FATAL_ERROR_EVENT, PlaybackTracker, QUALITY_CHANGE_EVENT } from './use-playback-report-tracker.ts';

const SESSION = '0b7f2d7e-3a59-4d0c-9b1e-2f0a6c1d9e11';

/** A tracker on a clock the test moves, with a real (jsdom) video element and beacons it records. */
function playOnPage({ accept = () => true }: { accept?: () => boolean } = {}) {
  let clock = 1000;
  const tick = (ms: number) => {
    clock += ms;
    vi.advanceTimersByTime(ms);
  };
  const video = document.createElement('video');
  const beacons: Array<{ url: string; reports: PlaybackReport[] }> = [];
  const outbox = new PlaybackReportOutbox('/api/playback/reports', (url, body) => {
    if (!accept()) return false;
    beacons.push({ url, reports: (JSON.parse(body) as { reports: PlaybackReport[] }).reports });
    return true;
  });
  const tracker = new PlaybackTracker({ titleId: 7, fileId: 70 }, () => clock, SESSION);
  const stop = trackPlayback(video, tracker, outbox);
  const fire = (type: string) => video.dispatchEvent(new Event(type));
  return { video, beacons, tick, fire, stop, last: () => beacons.at(-1)?.reports.at(-1) };
}

let visibility: DocumentVisibilityState = 'visible';
beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('usePlaybackReport’s measuring', () => {
  it('times startup from the play request to the first frame, and counts the time playing', () => {
    const page = playOnPage();
    page.fire('play');
    page.tick(850);
    page.fire('playing');
    page.tick(30_000);
    page.fire('pause');
    page.tick(10_000); // paused: not watching
    page.fire('play');
    page.fire('playing');
    page.tick(5_000);
    page.stop();
    expect(page.beacons).toEqual([
      {
        url: '/api/playback/reports',
        reports: [
          {
            sessionId: SESSION,
            titleId: 7,
            fileId: 70,
            startupMs: 850,
            rebufferCount: 0,
            rebufferMs: 0,
            qualitySwitches: 0,
            fatalError: null,
            watchSeconds: 35,
          },
        ],
      },
    ]);
  });

  it('counts a stall after the start as a rebuffer until frames move again, not a seek’s wait', () => {
    const page = playOnPage();
    page.fire('play');
    page.fire('waiting'); // before the first frame: part of startup, not a rebuffer
    page.tick(400);
    page.fire('playing');
    page.tick(10_000);
    page.fire('waiting');
    page.tick(1_500);
    page.fire('playing');
    page.tick(10_000);
    Object.defineProperty(page.video, 'seeking', { configurable: true, value: true });
    page.fire('waiting');
    page.tick(2_000);
    Object.defineProperty(page.video, 'seeking', { configurable: true, value: false });
    page.fire('playing');
    page.tick(5_000);
    page.fire('waiting'); // still stalled when the page goes: counted up to now
    page.tick(700);
    window.dispatchEvent(new Event('pagehide'));
    expect(page.last()).toMatchObject({
      startupMs: 400,
      rebufferCount: 2,
      rebufferMs: 2_200,
      watchSeconds: 25,
    });
  });

  it('counts quality switches and keeps the first fatal error’s code', () => {
    const page = playOnPage();
    page.fire('play');
    page.fire('playing');
    page.video.dispatchEvent(new CustomEvent(QUALITY_CHANGE_EVENT));
    page.video.dispatchEvent(new CustomEvent(QUALITY_CHANGE_EVENT));
    page.tick(3_000);
    page.video.dispatchEvent(new CustomEvent(FATAL_ERROR_EVENT, { detail: { code: 'HLS-Network' } }));
    page.video.dispatchEvent(new CustomEvent(FATAL_ERROR_EVENT, { detail: { code: 'later' } }));
    page.tick(3_000); // after the error nothing plays
    page.stop();
    expect(page.last()).toMatchObject({ qualitySwitches: 2, fatalError: 'hls-network', watchSeconds: 3 });
  });

  it('reports a play that never started, with the media error', () => {
    const page = playOnPage();
    page.fire('play');
    page.tick(4_000);
    Object.defineProperty(page.video, 'error', { configurable: true, value: { code: 4 } });
    page.fire('error');
    page.stop();
    expect(page.last()).toMatchObject({
      startupMs: null,
      fatalError: 'media-src-not-supported',
      watchSeconds: 0,
    });
  });

  it('sends nothing when no play was asked for', () => {
    const page = playOnPage();
    window.dispatchEvent(new Event('pagehide'));
    page.stop();
    expect(page.beacons).toEqual([]);
  });
});

describe('usePlaybackReport’s sending', () => {
  it('sends every minute while playing and when the page hides, never the same totals twice', () => {
    const page = playOnPage();
    page.fire('play');
    page.fire('playing');
    page.tick(REPORT_INTERVAL_MS);
    expect(page.beacons).toHaveLength(1);
    expect(page.last()?.watchSeconds).toBe(60);
    page.tick(5_000);
    page.fire('pause');
    page.tick(REPORT_INTERVAL_MS * 2); // paused: no more minutes
    expect(page.beacons).toHaveLength(1);
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(page.beacons).toHaveLength(2);
    expect(page.last()?.watchSeconds).toBe(65);
    window.dispatchEvent(new Event('pagehide')); // nothing new since
    page.stop();
    expect(page.beacons).toHaveLength(2);
  });

  it('keeps reports the browser refused for the next flush', () => {
    let accepting = false;
    const page = playOnPage({ accept: () => accepting });
    page.fire('play');
    page.fire('playing');
    page.tick(REPORT_INTERVAL_MS);
    expect(page.beacons).toEqual([]);
    accepting = true;
    page.tick(REPORT_INTERVAL_MS);
    expect(page.beacons).toHaveLength(1);
    expect(page.last()?.watchSeconds).toBe(120);
  });

  it('stops listening once the hook is gone', () => {
    const page = playOnPage();
    page.fire('play');
    page.fire('playing');
    page.stop();
    const sent = page.beacons.length;
    page.tick(REPORT_INTERVAL_MS * 2);
    window.dispatchEvent(new Event('pagehide'));
    expect(page.beacons).toHaveLength(sent);
  });
});

describe('PlaybackReportOutbox', () => {
  it('sends one report per play, at most the contract’s batch size a beacon', () => {
    const bodies: string[] = [];
    const outbox = new PlaybackReportOutbox('/r', (_url, body) => bodies.push(body) > 0);
    const report = (index: number, watchSeconds = 1): PlaybackReport => ({
      sessionId: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      titleId: 1,
      fileId: 1,
      startupMs: 100,
      rebufferCount: 0,
      rebufferMs: 0,
      qualitySwitches: 0,
      fatalError: null,
      watchSeconds,
    });
    for (let index = 0; index < 25; index += 1) outbox.put(report(index));
    outbox.put(report(3, 9)); // the later report of play 3 replaces its first
    outbox.flush();
    const batches = bodies.map((body) => (JSON.parse(body) as { reports: PlaybackReport[] }).reports);
    expect(batches.map((batch) => batch.length)).toEqual([20, 5]);
    expect(batches[0]?.[3]?.watchSeconds).toBe(9);
  });
});
