import type { WatchSubtitle } from '@pardeh/contract';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import {
  cueLines,
  initialSubtitle,
  preferenceFor,
  readSubtitlePreference,
  SUBTITLES_OFF,
  writeSubtitlePreference,
} from './subtitle-tracks.ts';
import { browserStorage } from './volume-storage.ts';

export interface SubtitlesState {
  /** The shown subtitle's id, or null for none. */
  selected: number | null;
  /** The lines of the cues on screen now. */
  lines: string[];
  choose(id: number | null): void;
  /** Off when on; on (the last language shown, else the default) when off. */
  toggle(): void;
}

/**
 * The viewer's own subtitle preference, when the page knows it (a signed-in user's, kept on every
 * device): a language, null for off, undefined when unknown (the device's memory decides).
 */
export interface SubtitlePreferenceProps {
  preferredSubtitleLanguage?: string | null;
  /** Called with the language chosen, or null for off, to remember it for the user. */
  onSubtitleChoiceChange?(language: string | null): void;
}

const asPreference = (language: string | null | undefined): string | null =>
  language === undefined ? readSubtitlePreference(browserStorage()) : (language ?? SUBTITLES_OFF);

/**
 * Runs the video's `<track>` elements (rendered with `data-subtitle-id`). The browser loads and
 * times the WebVTT; the chosen track is `hidden`, not `showing`, so the player draws its cues itself
 * (subtitle-overlay.tsx): above the control bar, readable, right to left for Persian, and inside
 * the full-screen frame. The other tracks are `disabled`, so they are not even downloaded.
 */
export function useSubtitles(
  videoRef: RefObject<HTMLVideoElement | null>,
  subtitles: readonly WatchSubtitle[],
  { preferredSubtitleLanguage, onSubtitleChoiceChange }: SubtitlePreferenceProps = {},
): SubtitlesState {
  const [selected, setSelected] = useState(() =>
    initialSubtitle(subtitles, asPreference(preferredSubtitleLanguage)),
  );
  const [lines, setLines] = useState<string[]>([]);
  const lastShown = useRef<number | null>(selected);

  // The user's preference may arrive after the player (the page asks the API for it).
  useEffect(() => {
    if (preferredSubtitleLanguage === undefined) return;
    setSelected(initialSubtitle(subtitles, asPreference(preferredSubtitleLanguage)));
  }, [preferredSubtitleLanguage, subtitles]);

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
    if (selected !== null) lastShown.current = selected;
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
      const preference = preferenceFor(subtitles, id);
      writeSubtitlePreference(browserStorage(), preference);
      onSubtitleChoiceChange?.(preference === SUBTITLES_OFF ? null : preference);
    },
    [subtitles, onSubtitleChoiceChange],
  );

  const toggle = useCallback(() => {
    if (subtitles.length === 0) return;
    if (selected !== null) choose(null);
    else choose(lastShown.current ?? initialSubtitle(subtitles, null) ?? subtitles[0]?.id ?? null);
  }, [subtitles, selected, choose]);

  return { selected, lines, choose, toggle };
}
