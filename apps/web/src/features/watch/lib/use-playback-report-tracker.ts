import type { PlaybackReport } from '@pardeh/contract';

/** The player's own events (components/video-player): a rendition change and an error it gave up on. */
export const QUALITY_CHANGE_EVENT = 'pardeh:qualitychange';
export const FATAL_ERROR_EVENT = 'pardeh:fatalerror';

/** `MediaError.code` → the report's short error code. */
const MEDIA_ERROR_CODES: Record<number, string> = {
  1: 'media-aborted',
  2: 'media-network',
  3: 'media-decode',
  4: 'media-src-not-supported',
};
const ERROR_CODE = /^[a-z0-9][a-z0-9._-]{0,39}$/;

/** The player's code as the contract takes it (lower-case, short), or a generic one. */
function errorCode(code: unknown): string {
  const text = typeof code === 'string' ? code.toLowerCase() : '';
  return ERROR_CODE.test(text) ? text : 'player';
}

/**
 * What one play went through, measured from the video element's events: startup time (the first
 * play request to the first `playing`), rebuffers (`waiting` once playing, not while seeking,
 * until `playing` again), quality switches, the fatal error and the time actually playing.
 * `now` is a monotonic clock in milliseconds.
 */
export class PlaybackTracker {
  readonly sessionId: string;
  private requestedAt: number | null = null;
  private startupMs: number | null = null;
  private playingSince: number | null = null;
  private playedMs = 0;
  private stalledSince: number | null = null;
  private rebufferCount = 0;
  private rebufferedMs = 0;
  private qualitySwitches = 0;
  private fatalError: string | null = null;

  constructor(
    private readonly ids: { titleId: number; fileId: number },
    private readonly now: () => number,
    sessionId: string,
  ) {
    this.sessionId = sessionId;
  }

  /** A play was asked for (the `play` event): startup is timed from the first one. */
  requested(): void {
    this.requestedAt ??= this.now();
  }

  /** Frames are moving (`playing`): the start, or the end of a stall. */
  playing(): void {
    const now = this.now();
    if (this.startupMs === null && this.requestedAt !== null)
      this.startupMs = Math.round(now - this.requestedAt);
    this.endStall(now);
    this.playingSince ??= now;
  }

  /** Frames stopped for data (`waiting`); only a stall once the play has started and not on a seek. */
  waiting(seeking: boolean): void {
    const now = this.now();
    this.stopClock(now);
    if (this.startupMs === null || seeking || this.stalledSince !== null) return;
    this.stalledSince = now;
    this.rebufferCount += 1;
  }

  /** Playback stopped on purpose or for good (`pause`, `ended`). */
  stopped(): void {
    const now = this.now();
    this.stopClock(now);
    this.endStall(now);
  }

  qualityChanged(): void {
    this.qualitySwitches += 1;
  }

  failed(code: unknown): void {
    this.stopped();
    this.fatalError ??= errorCode(code);
  }

  /** A `MediaError` from the element's `error` event. */
  mediaFailed(error: MediaError | null): void {
    this.failed(error ? MEDIA_ERROR_CODES[error.code] : undefined);
  }

  /** Whether there is anything to report: a play was asked for. */
  get started(): boolean {
    return this.requestedAt !== null;
  }

  get isPlaying(): boolean {
    return this.playingSince !== null;
  }

  /** The play's totals so far, a stall or a stretch of playing still going counted up to now. */
  report(): PlaybackReport {
    const now = this.now();
    const playing = this.playingSince === null ? 0 : now - this.playingSince;
    const stalled = this.stalledSince === null ? 0 : now - this.stalledSince;
    return {
      sessionId: this.sessionId,
      ...this.ids,
      startupMs: this.startupMs,
      rebufferCount: this.rebufferCount,
      rebufferMs: Math.round(this.rebufferedMs + stalled),
      qualitySwitches: this.qualitySwitches,
      fatalError: this.fatalError,
      watchSeconds: Math.round(this.playedMs + playing) / 1000,
    };
  }

  private stopClock(now: number): void {
    if (this.playingSince !== null) this.playedMs += now - this.playingSince;
    this.playingSince = null;
  }

  private endStall(now: number): void {
    if (this.stalledSince !== null) this.rebufferedMs += now - this.stalledSince;
    this.stalledSince = null;
  }
}
