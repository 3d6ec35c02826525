import type { PlaybackFigures } from '@pardeh/contract';
import type { PlaySums } from './playback-db.ts';

/** The console's figures of a set of plays: rebuffering as a share of the time spent playing. */
export function presentPlaybackFigures(sums: PlaySums): PlaybackFigures {
  return {
    plays: sums.plays,
    startupP50Ms: sums.startupP50Ms,
    startupP95Ms: sums.startupP95Ms,
    rebufferRatio: sums.watchSeconds > 0 ? sums.rebufferMs / (sums.watchSeconds * 1000) : null,
    errors: sums.errors,
  };
}
