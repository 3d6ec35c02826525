import { messages } from '../../messages.ts';
import type { ProbedAudio } from './probe-video.ts';

/** One audio stream of the source kept as an HLS alternate rendition (EXT-X-MEDIA TYPE=AUDIO). */
export interface AudioRendition {
  /** The source stream it comes from (`0:a:<index>`) and the output's audio stream number. */
  index: number;
  /** Its folder beside the video renditions' (`audio-0/index.m3u8`). */
  folder: string;
  /** BCP 47 (`fa`, `en`), or null for an untagged or undetermined stream. */
  language: string | null;
  /** The Persian name the player's audio menu shows. */
  name: string;
  isDefault: boolean;
}

/** The group every video variant refers to (ffmpeg writes it as `group_audio`). */
export const AUDIO_GROUP = 'audio';

const languageNames = new Intl.DisplayNames(['fa'], { type: 'language', fallback: 'none' });
const persianNumber = new Intl.NumberFormat('fa');

/** `per`, `fas`, `eng`, `en-US` → `fa`, `en`, `en-US`; `und`, `zxx` and junk → null. */
export function bcp47Language(tag: string | null): string | null {
  if (!tag || /^(und|zxx|mis|mul)$/i.test(tag)) return null;
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? null;
  } catch {
    return null;
  }
}

const isPersian = (language: string | null) => language?.split('-')[0] === 'fa';

/**
 * The alternate audio renditions of a source with several audio streams (one stream stays muxed
 * into the video, as before). Names: «دوبله فارسی» for Persian, «زبان اصلی» for the original
 * (the source's default stream that is not Persian, else its first that is not), otherwise the
 * language's Persian name; repeated names get a number. The default rendition is the Persian dub
 * for a file the operator marked as dubbed, otherwise the original.
 */
export function planAudioRenditions(audio: ProbedAudio[], dubbed: boolean): AudioRendition[] {
  if (audio.length < 2) return [];
  const languages = audio.map((stream) => bcp47Language(stream.language));
  const others = audio.map((_, index) => index).filter((index) => !isPersian(languages[index] ?? null));
  const original = others.find((index) => audio[index]?.isDefault) ?? others[0];
  const persian = languages.findIndex(isPersian);
  const defaultIndex = dubbed && persian >= 0 ? persian : (original ?? 0);
  const baseNames = audio.map((_, index) => {
    const language = languages[index] ?? null;
    if (isPersian(language)) return messages.media.audio.persianDub;
    if (index === original) return messages.media.audio.original;
    const name = language ? languageNames.of(language) : undefined;
    return name ?? messages.media.audio.untagged(persianNumber.format(index + 1));
  });
  return audio.map((_, index) => {
    const base = baseNames[index] as string;
    const repeats = baseNames.slice(0, index).filter((name) => name === base).length;
    return {
      index,
      folder: `audio-${index}`,
      language: languages[index] ?? null,
      name: repeats > 0 ? messages.media.audio.numbered(base, persianNumber.format(repeats + 1)) : base,
      isDefault: index === defaultIndex,
    };
  });
}

/**
 * ffmpeg names its audio renditions `audio_0`, `audio_1` (its `name:` key only names folders):
 * this puts the Persian names into the master playlist, finding each rendition by its URI, and
 * adds the channel count Apple's players expect (every rendition is encoded as stereo).
 */
export function nameAudioRenditions(master: string, renditions: AudioRendition[]): string {
  return master
    .split('\n')
    .map((line) => {
      if (!line.startsWith('#EXT-X-MEDIA:TYPE=AUDIO')) return line;
      const rendition = renditions.find((candidate) => line.includes(`URI="${candidate.folder}/`));
      if (!rendition) return line;
      // A quoted-string may not hold a double quote or a line break (RFC 8216, 4.2).
      const name = rendition.name.replace(/["\r\n]/g, '');
      const named = line.replace(/NAME="[^"]*"/, `NAME="${name}"`);
      return named.includes('CHANNELS=') ? named : `${named},CHANNELS="2"`;
    })
    .join('\n');
}
