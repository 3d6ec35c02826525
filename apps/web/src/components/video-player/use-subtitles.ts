import type { WatchSubtitle } from '@pardeh/contract';
import { type RefObject, useCallback, useEffect, useState } from 'react';
import {
  cueLines,
  initialSubtitle,
  preferenceFor,
  readSubtitlePreference,
  writeSubtitlePreference,
} from './subtitle-tracks.ts';
import { browserStorage } from './volume-storage.ts';

export interface SubtitlesState {
  /** The shown subtitle's id, or null for none. */
  selected: number | null;
  /** The lines of the cues on screen now. */
  lines: string[];
  choose(id: number | null): void;
}

/**
 * Runs the video's `<track>` elements (rendered with `data-subtitle-id`). The browser loads and
 * times the WebVTT; the chosen track is `hidden`, not `showing`, so the player draws its cues itself
 * (subtitle-overlay.tsx): above the control bar, readable, right to left for Persian, and inside
 * the full-screen frame. The other tracks are `disabled`, so they are not even downloaded.
 */
export function useSubtitles(
  videoRef: RefObject<HTMLVideoElement | null>,
  subtitles: readonly WatchSubtitle[],
): SubtitlesState {
  const [selected, setSelected] = useState(() =>
    initialSubtitle(subtitles, readSubtitlePreference(browserStorage())),
  );
  const [lines, setLines] = useState<string[]>([]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: new `subtitles` render new <track> elements to set up.
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let shown: TextTrack | undefined;
    for (const element of video.querySelectorAll<HTMLTrackElement>('track[data-subtitle-id]')) {
      const chosen = Number(element.dataset.subtitleId) === selected;
      element.track.mode = chosen ? 'hidden' : 'disabled';
      if (chosen) shown = element.track;
    }
    if (!shown) {
      setLines([]);
      return;
    }
    const track = shown;
    const update = () => {
      const active = Array.from(track.activeCues ?? []) as VTTCue[];
      setLines(active.flatMap((cue) => cueLines(cue.text)));
    };
    update();
    track.addEventListener('cuechange', update);
    return () => track.removeEventListener('cuechange', update);
  }, [videoRef, selected, subtitles]);

  const choose = useCallback(
    (id: number | null) => {
      setSelected(id);
      writeSubtitlePreference(browserStorage(), preferenceFor(subtitles, id));
    },
    [subtitles],
  );

  return { selected, lines, choose };
}
