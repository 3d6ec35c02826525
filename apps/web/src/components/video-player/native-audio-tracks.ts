/**
 * The audio tracks of an HLS playlist Safari plays itself (`video.audioTracks`, absent from
 * TypeScript's DOM types and from Chromium and Firefox): one enabled at a time.
 */
interface NativeAudioTrack {
  label: string;
  language: string;
  enabled: boolean;
}

interface NativeAudioTrackList extends EventTarget {
  readonly length: number;
  [index: number]: NativeAudioTrack;
}

const audioTracksOf = (video: HTMLVideoElement) =>
  (video as HTMLVideoElement & { audioTracks?: NativeAudioTrackList }).audioTracks;

export interface NativeAudioHandlers {
  onAudioTracks(tracks: { name: string; lang: string }[]): void;
  onAudioTrackSwitched(index: number): void;
}

/** Reports the tracks and the enabled one as they come and change; returns the stop function. */
export function watchNativeAudio(video: HTMLVideoElement, handlers: NativeAudioHandlers): () => void {
  const list = audioTracksOf(video);
  if (!list) return () => undefined;
  const report = () => {
    const tracks = Array.from({ length: list.length }, (_, index) => list[index] as NativeAudioTrack);
    handlers.onAudioTracks(
      tracks.map((track) => ({ name: track.label || track.language, lang: track.language })),
    );
    const enabled = tracks.findIndex((track) => track.enabled);
    if (enabled >= 0) handlers.onAudioTrackSwitched(enabled);
  };
  const events = ['addtrack', 'removetrack', 'change'];
  for (const name of events) list.addEventListener(name, report);
  return () => {
    for (const name of events) list.removeEventListener(name, report);
  };
}

/** Enables track `index` alone. */
export function chooseNativeAudio(video: HTMLVideoElement, index: number): void {
  const list = audioTracksOf(video);
  if (!list) return;
  for (let position = 0; position < list.length; position++) {
    const track = list[position];
    if (track) track.enabled = position === index;
  }
}
