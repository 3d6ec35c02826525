import Box from '@mui/material/Box';
import type { WatchEpisode, WatchFile } from '@pardeh/contract';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { isAtEnd, markerAt } from '../lib/end-of-video.ts';
import { useVideoPosition } from '../lib/use-video-position.ts';
import { EpisodeList } from './episode-list.tsx';
import { NextEpisodeButton } from './next-episode-button.tsx';
import { aboveControlBar } from './overlay-styles.ts';
import { SimilarTitlesCard } from './similar-titles-card.tsx';
import { SkipMarkerButton } from './skip-marker-button.tsx';
import { UpNextCard } from './up-next-card.tsx';

interface WatchOverlaysProps {
  video: HTMLVideoElement | null;
  watch: WatchFile;
  autoplayNext: boolean;
  setAutoplayNext(on: boolean): void;
}

export type PlayableEpisode = WatchEpisode & { path: string };
export const playable = (episode: WatchEpisode | null | undefined): PlayableEpisode | null =>
  episode?.path ? { ...episode, path: episode.path } : null;

/**
 * What the watch page lays over the video, as the player's children: inside its frame (so it
 * stays in full screen), each a direct child of the player's overlay layer, which lets pointers
 * through to the picture except on them. The season's episode list, the skip button of the
 * marker playing, and at the end the up-next card (or similar titles after the last episode).
 * Mount it anew for each file.
 */
export function WatchOverlays({ video, watch, autoplayNext, setAutoplayNext }: WatchOverlaysProps) {
  const position = useVideoPosition(video);
  const navigate = useNavigate();
  const { episode, seasonEpisodes, markers } = watch;
  const next = playable(watch.nextEpisode);
  const atEnd = isAtEnd(position, markers);
  const [dismissed, setDismissed] = useState(false);
  // Seeking back out of the end brings the card back the next time the end comes.
  useEffect(() => {
    if (!atEnd) setDismissed(false);
  }, [atEnd]);

  const nextPath = next?.path;
  const playNext = useCallback(() => {
    if (nextPath) navigate(nextPath);
  }, [navigate, nextPath]);
  const dismiss = useCallback(() => setDismissed(true), []);

  const marker = markerAt(position.time, markers);
  // A film's end card waits for the last frame: its final scene may run into the last 20 s.
  const endCard = atEnd && !dismissed && (episode !== null || position.ended);
  const upNext = endCard && next && episode ? next : null;
  let skip: ReactNode = null;
  if (!endCard) {
    // During the credits, or once the card is dismissed, an episode's way on is the next episode.
    if (next && episode && (marker?.kind === 'credits' || atEnd))
      skip = <NextEpisodeButton path={next.path} />;
    else if (marker && video) skip = <SkipMarkerButton marker={marker} video={video} />;
  }

  return (
    <>
      {episode && seasonEpisodes.length > 1 && (
        <EpisodeList episodes={seasonEpisodes} current={episode} makeRoom={endCard} />
      )}
      {upNext && episode ? (
        <UpNextCard
          key={upNext.id}
          next={upNext}
          current={episode}
          autoplay={autoplayNext}
          setAutoplay={setAutoplayNext}
          paused={!position.playing && !position.ended}
          play={playNext}
          dismiss={dismiss}
        />
      ) : (
        endCard && (
          <SimilarTitlesCard titleId={watch.title.id} lastEpisode={episode !== null} dismiss={dismiss} />
        )
      )}
      {skip && (
        <Box
          sx={{ position: 'absolute', insetInlineEnd: { xs: 8, sm: 16 }, bottom: aboveControlBar, zIndex: 2 }}
        >
          {skip}
        </Box>
      )}
    </>
  );
}
