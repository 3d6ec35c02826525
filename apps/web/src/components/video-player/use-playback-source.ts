import type { WatchRendition } from '@pardeh/contract';
import type Hls from 'hls.js';
import type { MediaPlaylist } from 'hls.js';
import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { playHls } from './hls-playback.ts';
import { needsHlsJs } from './media-source.ts';
import { chooseNativeAudio, watchNativeAudio } from './native-audio-tracks.ts';
import {
  readAudioLanguage,
  readBandwidth,
  readQualityHeight,
  writeAudioLanguage,
  writeBandwidth,
  writeQualityHeight,
} from './player-storage.ts';
import {
  bandwidthCarries,
  knownBandwidth,
  measureDownloadMbps,
  type PlayableRendition,
  playableRenditions,
  renditionForBandwidth,
  renditionForHeight,
} from './rendition-choice.ts';
import { browserStorage } from './volume-storage.ts';

export const AUTO_QUALITY = 'auto';

export interface QualityOption {
  /** `file-<id>` for a separate file, `level-<index>` for a level of an HLS ladder. */
  id: string;
  label: string;
  height: number | null;
}

export interface AudioOption {
  id: number;
  label: string;
  language: string;
}

export interface PlaybackSource {
  /** The quality menu's choices besides «خودکار»; fewer than two: no menu. */
  qualities: QualityOption[];
  /** The chosen option's id, or AUTO_QUALITY. */
  quality: string;
  /** The option playing now (what «خودکار» picked). */
  playing: QualityOption | null;
  chooseQuality(id: string): void;
  audioTracks: AudioOption[];
  audioTrack: number | null;
  chooseAudio(id: number): void;
}

interface SourceOptions {
  src: string | undefined;
  renditions: readonly WatchRendition[] | undefined;
  attempt: number;
  onFatalError(code: string): void;
  preferredAudioLanguage?: string | null;
  onAudioLanguageChange?(language: string): void;
}

/** «خودکار» on separate files measures again this often while playing, to climb when it can. */
const REMEASURE_EVERY_MS = 30_000;
/** A stall longer than this on «خودکار» steps down to the next lower file. */
const STALL_STEP_DOWN_MS = 3_000;

const connection = () =>
  typeof navigator === 'undefined'
    ? undefined
    : (navigator as { connection?: { downlink?: number } }).connection;

function startIndex(files: readonly PlayableRendition[]): { index: number; auto: boolean } {
  const manual = renditionForHeight(files, readQualityHeight(browserStorage()));
  if (manual !== null) return { index: manual, auto: false };
  return {
    index: renditionForBandwidth(files, knownBandwidth(connection(), readBandwidth(browserStorage()))),
    auto: true,
  };
}

const qualityEvent = () => new CustomEvent('pardeh:qualitychange');

/**
 * Points the video element at what to play and runs the quality and audio choices. A version's
 * separate files (renditions) are one stream: switching swaps the source in place, keeping the
 * position and whether it played. A single HLS ladder switches between its levels through hls.js
 * («خودکار» is hls.js's own bandwidth adaptation). Every switch dispatches `pardeh:qualitychange`
 * on the video element, for the quality-of-experience report.
 */
export function usePlaybackSource(
  videoRef: RefObject<HTMLVideoElement | null>,
  { src, renditions, attempt, onFatalError, preferredAudioLanguage, onAudioLanguageChange }: SourceOptions,
): PlaybackSource {
  const files = useMemo(() => playableRenditions(renditions ?? []), [renditions]);
  const [start] = useState(() => startIndex(files));
  const [fileIndex, setFileIndex] = useState(start.index);
  const [autoFiles, setAutoFiles] = useState(start.auto);
  const resumeAt = useRef<{ time: number; playing: boolean } | null>(null);
  const separate = files.length > 1;
  const activeFile = files[Math.min(fileIndex, files.length - 1)];
  const url = activeFile?.url ?? src ?? '';

  const [levels, setLevels] = useState<QualityOption[]>([]);
  const [level, setLevel] = useState<number | null>(null);
  const [levelChoice, setLevelChoice] = useState<string>(AUTO_QUALITY);
  const [audioTracks, setAudioTracks] = useState<AudioOption[]>([]);
  const [audioTrack, setAudioTrack] = useState<number | null>(null);
  const hlsRef = useRef<(() => Hls | null) | null>(null);
  const audioPreference = useRef(preferredAudioLanguage);
  audioPreference.current = preferredAudioLanguage;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-attaches the source on retry.
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !url) return;
    const resume = resumeAt.current;
    resumeAt.current = null;
    if (resume) {
      // A paused video stays paused on its new source: the page's autoplay was for the first one.
      video.autoplay = false;
      const restore = () => {
        video.currentTime = resume.time;
        if (resume.playing) video.play().catch(() => undefined);
        video.dispatchEvent(qualityEvent());
      };
      video.addEventListener('loadedmetadata', restore, { once: true });
    }
    let stopSource: (() => void) | undefined;
    if (needsHlsJs(url, video)) {
      let switched: number | null = null;
      const playback = playHls(
        url,
        video,
        {
          onLevels: (found) => {
            setLevels(
              found.map((item, index) => ({
                id: `level-${index}`,
                label: `${item.height}p`,
                height: item.height,
              })),
            );
            const remembered = readQualityHeight(browserStorage());
            const hls = playback.current();
            if (remembered === null || !hls || separate) return;
            let chosen = 0;
            found.forEach((item, index) => {
              if (item.height <= remembered) chosen = index;
            });
            hls.currentLevel = chosen;
            setLevelChoice(`level-${chosen}`);
          },
          onLevelSwitched: (index) => {
            if (switched !== null && switched !== index) video.dispatchEvent(qualityEvent());
            switched = index;
            setLevel(index);
          },
          onAudioTracks: (tracks) => {
            setAudioTracks(audioOptions(tracks));
            const hls = playback.current();
            const index = preferredTrack(tracks, audioPreference.current);
            if (hls && index >= 0 && index !== hls.audioTrack) hls.audioTrack = index;
          },
          onAudioTrackSwitched: setAudioTrack,
          onFatalError,
        },
        { startMbps: knownBandwidth(connection(), readBandwidth(browserStorage())) },
      );
      hlsRef.current = playback.current;
      stopSource = playback.stop;
    } else {
      video.src = url;
      let applied = false;
      stopSource = watchNativeAudio(video, {
        onAudioTracks: (tracks) => {
          setAudioTracks(audioOptions(tracks));
          const index = preferredTrack(tracks, audioPreference.current);
          if (!applied && index >= 0) chooseNativeAudio(video, index);
          applied = tracks.length > 1;
        },
        onAudioTrackSwitched: setAudioTrack,
      });
    }
    return () => {
      stopSource?.();
      hlsRef.current = null;
      setLevels([]);
      setLevel(null);
      setAudioTracks([]);
      setAudioTrack(null);
      video.removeAttribute('src');
      video.load();
    };
  }, [videoRef, url, separate, onFatalError, attempt]);

  const switchFile = useCallback(
    (index: number) => {
      const video = videoRef.current;
      if (!video || index === fileIndex) return;
      resumeAt.current = { time: video.currentTime, playing: !video.paused && !video.ended };
      setFileIndex(index);
    },
    [videoRef, fileIndex],
  );

  // «خودکار» over separate files: measure the download speed now and then (at once when nothing
  // was known at the start), climb when the next file fits, and step down when playback stalls.
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !autoFiles || files.length < 2) return;
    let cancelled = false;
    const measure = async () => {
      const probe = files[Math.min(fileIndex + 1, files.length - 1)];
      if (!probe) return;
      const mbps = await measureDownloadMbps(probe.url);
      if (cancelled || mbps === null) return;
      writeBandwidth(browserStorage(), mbps);
      const next = files[fileIndex + 1];
      if (next && bandwidthCarries(next.height, mbps)) switchFile(fileIndex + 1);
    };
    if (knownBandwidth(connection(), readBandwidth(browserStorage())) === null) void measure();
    const timer = window.setInterval(() => {
      if (!video.paused) void measure();
    }, REMEASURE_EVERY_MS);
    // A stall that outlasts a moment (a new source's first buffering does not) steps down.
    let stall: number | undefined;
    const onWaiting = () => {
      if (video.seeking || video.paused || fileIndex === 0) return;
      window.clearTimeout(stall);
      stall = window.setTimeout(() => switchFile(fileIndex - 1), STALL_STEP_DOWN_MS);
    };
    const onPlaying = () => window.clearTimeout(stall);
    video.addEventListener('waiting', onWaiting);
    video.addEventListener('playing', onPlaying);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
      window.clearTimeout(stall);
      video.removeEventListener('waiting', onWaiting);
      video.removeEventListener('playing', onPlaying);
    };
  }, [videoRef, autoFiles, files, fileIndex, switchFile]);

  const fileOptions = useMemo(
    () => files.map((file) => ({ id: `file-${file.fileId}`, label: file.quality, height: file.height })),
    [files],
  );
  const qualities = separate ? fileOptions : levels;

  const chooseQuality = useCallback(
    (id: string) => {
      const auto = id === AUTO_QUALITY;
      const option = qualities.find((item) => item.id === id);
      writeQualityHeight(browserStorage(), auto ? null : (option?.height ?? null));
      if (separate) {
        setAutoFiles(auto);
        const index = auto
          ? renditionForBandwidth(files, knownBandwidth(connection(), readBandwidth(browserStorage())))
          : fileOptions.findIndex((item) => item.id === id);
        if (index >= 0) switchFile(index);
        return;
      }
      const hls = hlsRef.current?.();
      if (!hls) return;
      setLevelChoice(id);
      hls.currentLevel = auto ? -1 : levels.findIndex((item) => item.id === id);
    },
    [qualities, separate, files, fileOptions, levels, switchFile],
  );

  const chooseAudio = useCallback(
    (id: number) => {
      const video = videoRef.current;
      const hls = hlsRef.current?.();
      const track = audioTracks.find((item) => item.id === id);
      if (!video || !track) return;
      if (hls) hls.audioTrack = id;
      else chooseNativeAudio(video, id);
      if (track.language) {
        writeAudioLanguage(browserStorage(), track.language);
        onAudioLanguageChange?.(track.language);
      }
    },
    [videoRef, audioTracks, onAudioLanguageChange],
  );

  const playingOption = separate
    ? (fileOptions[fileIndex] ?? null)
    : level === null
      ? null
      : (levels[level] ?? null);
  const quality = separate ? (autoFiles ? AUTO_QUALITY : (playingOption?.id ?? AUTO_QUALITY)) : levelChoice;
  return {
    qualities,
    quality,
    playing: playingOption,
    chooseQuality,
    audioTracks,
    audioTrack,
    chooseAudio,
  };
}

type AudioTrackInfo = Pick<MediaPlaylist, 'name' | 'lang'>;

const audioOptions = (tracks: readonly AudioTrackInfo[]): AudioOption[] =>
  tracks.map((track, index) => ({ id: index, label: track.name, language: track.lang ?? '' }));

/** The track in the user's language, else the device's remembered one; -1 for neither. */
const preferredTrack = (tracks: readonly AudioTrackInfo[], userLanguage: string | null | undefined) => {
  const wanted = userLanguage ?? readAudioLanguage(browserStorage());
  return wanted ? tracks.findIndex((track) => track.lang === wanted) : -1;
};
