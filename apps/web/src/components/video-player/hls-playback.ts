import type Hls from 'hls.js';
import type { Level, MediaPlaylist } from 'hls.js';

export interface HlsHandlers {
  /** The ladder's levels, once the playlist is read. */
  onLevels(levels: readonly Level[]): void;
  /** A level now plays (`index` into the levels). */
  onLevelSwitched(index: number): void;
  onAudioTracks(tracks: readonly MediaPlaylist[]): void;
  onAudioTrackSwitched(index: number): void;
  onFatalError(code: string): void;
}

export interface HlsOptions {
  /** Bandwidth to assume before hls.js has measured any, in Mbps (its start level follows). */
  startMbps: number | null;
}

/**
 * The first segment decides how soon the picture shows: a 6 s segment of a level using the whole
 * estimate takes 6 s to arrive. Starting from a fifth of it brings the first one in about a
 * second; hls.js then measures the real speed on that segment and climbs from the next one.
 */
const FIRST_SEGMENT_SHARE = 0.2;

/**
 * Plays an HLS playlist through hls.js. Its light build (116 kB gzipped) is enough for a ladder
 * with muxed audio; a playlist with alternate audio renditions (`EXT-X-MEDIA:TYPE=AUDIO` with a
 * URI: dubbed and original audio beside one video) needs the full build (182 kB), which only such
 * a playlist loads: the light player reads the master playlist, sees the renditions, and hands
 * over. Returns the stop function and a getter for the hls.js instance playing now.
 */
export function playHls(
  src: string,
  video: HTMLVideoElement,
  handlers: HlsHandlers,
  options: HlsOptions,
): { stop(): void; current(): Hls | null } {
  let stopped = false;
  let instance: Hls | null = null;

  const start = (HlsClass: typeof Hls, upgradeOnAltAudio: boolean) => {
    if (stopped) return;
    if (!HlsClass.isSupported()) {
      handlers.onFatalError('hlsUnsupported');
      return;
    }
    const hls = new HlsClass({
      enableWorker: true,
      ...(options.startMbps ? { abrEwmaDefaultEstimate: options.startMbps * 1e6 * FIRST_SEGMENT_SHARE } : {}),
    });
    instance = hls;
    hls.on(HlsClass.Events.MANIFEST_LOADED, (_event, data) => {
      if (!upgradeOnAltAudio || !data.audioTracks.some((track) => track.url)) return;
      instance = null;
      // Not from inside hls.js's own event: it finishes dispatching, then goes.
      queueMicrotask(() => hls.destroy());
      void import('hls.js').then(
        ({ default: Full }) => start(Full, false),
        () => handlers.onFatalError('hlsLoad'),
      );
    });
    hls.on(HlsClass.Events.MANIFEST_PARSED, (_event, data) => handlers.onLevels(data.levels));
    hls.on(HlsClass.Events.LEVEL_SWITCHED, (_event, data) => handlers.onLevelSwitched(data.level));
    hls.on(HlsClass.Events.AUDIO_TRACKS_UPDATED, (_event, data) => handlers.onAudioTracks(data.audioTracks));
    hls.on(HlsClass.Events.AUDIO_TRACK_SWITCHED, (_event, data) => handlers.onAudioTrackSwitched(data.id));
    hls.on(HlsClass.Events.ERROR, (_event, data) => {
      if (data.fatal) handlers.onFatalError(data.details);
    });
    hls.loadSource(src);
    hls.attachMedia(video);
  };

  void import('hls.js/light').then(
    ({ default: Light }) => start(Light, true),
    () => handlers.onFatalError('hlsLoad'),
  );
  return {
    stop: () => {
      stopped = true;
      instance?.destroy();
      instance = null;
    },
    current: () => instance,
  };
}
