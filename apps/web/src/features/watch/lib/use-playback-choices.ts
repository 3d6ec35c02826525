import { SUBTITLES_OFF_PREFERENCE } from '@pardeh/contract';
import { useCallback, useState } from 'react';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { usePlaybackPreferences } from '../api/get-playback-preferences.ts';
import { useUpdatePlaybackPreferences } from '../api/update-playback-preferences.ts';
import { readVisitorAutoplay, writeVisitorAutoplay } from './autoplay-storage.ts';

/** The stored choice as the player takes it: a language, null for off, undefined if never made. */
const subtitleChoice = (stored: string | null | undefined): string | null | undefined =>
  stored === SUBTITLES_OFF_PREFERENCE ? null : (stored ?? undefined);

export interface PlaybackChoices {
  autoplayNext: boolean;
  setAutoplayNext(on: boolean): void;
  /**
   * The signed-in user's remembered subtitle language (null: off) and audio language; undefined
   * for a visitor, or until the preferences arrive, when the player keeps its own device memory.
   */
  subtitleLanguage: string | null | undefined;
  audioLanguage: string | null | undefined;
  /** Saves the player's subtitle or audio choice for a signed-in user; undefined for a visitor. */
  saveSubtitleLanguage: ((language: string | null) => void) | undefined;
  saveAudioLanguage: ((language: string) => void) | undefined;
}

/**
 * What the watch page remembers about playing: autoplay of the next episode, subtitle and audio
 * language. A signed-in user's come from `/api/user/playback-preferences` (asked once the player
 * is on screen, so the first screen never waits for them) and changes go back there; a visitor's
 * autoplay choice stays in localStorage.
 */
export function usePlaybackChoices(): PlaybackChoices {
  const signedIn = useAuthStore((state) => state.status === 'authenticated');
  const preferences = usePlaybackPreferences(signedIn);
  const { mutate: save } = useUpdatePlaybackPreferences();
  const [visitorAutoplay, setVisitorAutoplay] = useState(readVisitorAutoplay);
  // The switch answers at once, even before the saved preferences have arrived.
  const [autoplayChoice, setAutoplayChoice] = useState<boolean | null>(null);

  const setAutoplayNext = useCallback(
    (on: boolean) => {
      setAutoplayChoice(on);
      if (signedIn) {
        save({ autoplayNext: on });
        return;
      }
      writeVisitorAutoplay(on);
      setVisitorAutoplay(on);
    },
    [signedIn, save],
  );
  const saveSubtitleLanguage = useCallback(
    (language: string | null) => save({ subtitleLanguage: language ?? SUBTITLES_OFF_PREFERENCE }),
    [save],
  );
  const saveAudioLanguage = useCallback((language: string) => save({ audioLanguage: language }), [save]);

  const saved = signedIn ? preferences.data : undefined;
  return {
    autoplayNext: autoplayChoice ?? (signedIn ? (saved?.autoplayNext ?? true) : visitorAutoplay),
    setAutoplayNext,
    subtitleLanguage: subtitleChoice(saved?.subtitleLanguage),
    audioLanguage: saved?.audioLanguage,
    saveSubtitleLanguage: signedIn ? saveSubtitleLanguage : undefined,
    saveAudioLanguage: signedIn ? saveAudioLanguage : undefined,
  };
}
