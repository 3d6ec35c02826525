import { PLAYBACK_REPORTS_PER_BATCH, type PlaybackReport } from '@pardeh/contract';

/** Sends a body as a beacon; false when the browser would not queue it. */
export type SendBeacon = (url: string, body: string) => boolean;

/**
 * The reports waiting to go, one per play (a later report of a play replaces the earlier one: it
 * carries the totals). `flush` sends them as beacons of at most the contract's batch size; what
 * the browser refuses stays for the next flush, and what was sent unchanged is not sent again.
 */
export class PlaybackReportOutbox {
  private readonly waiting = new Map<string, PlaybackReport>();
  private readonly sent = new Map<string, string>();

  constructor(
    private readonly url: string,
    private readonly send: SendBeacon,
  ) {}

  put(report: PlaybackReport): void {
    if (this.sent.get(report.sessionId) === JSON.stringify(report)) return;
    this.waiting.set(report.sessionId, report);
  }

  flush(): void {
    const reports = [...this.waiting.values()];
    for (let start = 0; start < reports.length; start += PLAYBACK_REPORTS_PER_BATCH) {
      const batch = reports.slice(start, start + PLAYBACK_REPORTS_PER_BATCH);
      if (!this.send(this.url, JSON.stringify({ reports: batch }))) return;
      for (const report of batch) {
        this.waiting.delete(report.sessionId);
        this.sent.set(report.sessionId, JSON.stringify(report));
      }
    }
  }
}
