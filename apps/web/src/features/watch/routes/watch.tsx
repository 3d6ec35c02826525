import Box from '@mui/material/Box';
import type { WatchFile } from '@pardeh/contract';
import { Suspense, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { LinkButton } from '../../../components/link-button.tsx';
import { QueryFailure } from '../../../components/query-failure.tsx';
import { PremiumGate } from '../../../components/video-player/premium-gate.tsx';
import { VideoPlayer } from '../../../components/video-player/video-player.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { messages } from '../../../messages/index.ts';
import { playerMessages } from '../../../messages/player.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { WatchProgress } from '../../history/index.ts';
import { fileLabel, filesPath } from '../../titles/index.ts';
import { useWatchFile, watchViewer } from '../api/get-watch-file.ts';
import { needsMediaPass, useMediaPass } from '../api/grant-media-pass.ts';
import { DownloadLink } from '../components/download-link.tsx';
import { screenStandIn } from '../components/screen-stand-in.tsx';
import { StreamStoppedNotice } from '../components/stream-stopped-notice.tsx';
import { VersionList } from '../components/version-list.tsx';
import { StageSkeleton, WatchLayout, WatchSkeleton } from '../components/watch-layout.tsx';
import { playable, WatchOverlays } from '../components/watch-overlays.tsx';
import { episodeHeading, episodePlace, episodeTitle } from '../lib/episode-name.ts';
import { displayName } from '../lib/title-name.ts';
import { usePlaybackChoices } from '../lib/use-playback-choices.ts';
import { usePlaybackReport } from '../lib/use-playback-report.ts';
import { useStreamSlot } from '../lib/use-stream-slot.ts';
import { versionLinks } from '../lib/version-links.ts';

/** «بریکینگ بد · فصل ۱ · قسمت ۲: …» for an episode, «تماشای …» for a film. */
const watchHeading = ({ title, episode }: Pick<WatchFile, 'title' | 'episode'>): string =>
  episode ? episodeHeading(displayName(title), episode) : playerMessages.watchOf(displayName(title));

/**
 * `/watch/:imdb/:id`: plays one file of a title (`:id` is the file's id; `:imdb` the title's IMDb
 * id, or its Pardeh id without one). A premium-only file shows the go-premium prompt instead for
 * users without premium: the API hands its address to subscribers only, and it plays on one of their
 * plan's screens (lib/use-stream-slot.ts). Signed-in viewers' progress is reported and resumed
 * (features/history).
 */
export function WatchPage() {
  const { imdb = '', id = '' } = useParams();
  const query = useWatchFile(imdb, id);
  const heading = query.data ? watchHeading(query.data) : undefined;
  useDocumentTitle(heading ?? messages.pages.watch);
  if (query.isPending) return <WatchSkeleton />;
  if (query.isError)
    return (
      <QueryFailure error={query.error} retry={() => void query.refetch()} title={playerMessages.loadError} />
    );
  return <WatchView watch={query.data} heading={heading ?? ''} />;
}

/** The episode before this one in its season that has a file, for the lock screen's «previous». */
function previousEpisode({ episode, seasonEpisodes }: WatchFile) {
  if (!episode) return null;
  const before = seasonEpisodes.filter((item) => item.number < episode.number && item.path !== null);
  return playable(before.at(-1));
}

function WatchView({ watch, heading }: { watch: WatchFile; heading: string }) {
  const { title, file, url, files, subtitles, poster, renditions, episode } = watch;
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const navigate = useNavigate();
  const next = playable(watch.nextEpisode);
  const previous = previousEpisode(watch);
  const choices = usePlaybackChoices();
  usePlaybackReport(video, url === null ? null : { titleId: title.id, fileId: file.id });
  // A premium file plays on one of the plan's screens (#30); free files take none.
  const slot = useStreamSlot(url !== null && file.premiumOnly ? file.id : null, video);
  const standIn = screenStandIn(slot);
  const hasPremium = useAuthStore((state) => !!state.user?.premium.active);
  // Premium media answer only with a pass: the player starts once the first one is set.
  const pass = useMediaPass(watch, watchViewer(useAuthStore((state) => state.user)));
  const awaitingPass = needsMediaPass(watch) && !pass.data;
  const label = `${heading} (${fileLabel(file)})`;
  const name = displayName(title);
  return (
    <WatchLayout
      title={title}
      heading={heading}
      stage={
        url === null ? (
          <PremiumGate backdrop={title.backdrop} />
        ) : standIn !== null ? (
          standIn
        ) : awaitingPass && pass.isError ? (
          <QueryFailure
            error={pass.error}
            retry={() => void pass.refetch()}
            title={playerMessages.loadError}
          />
        ) : awaitingPass ? (
          <StageSkeleton />
        ) : (
          <VideoPlayer
            key={url}
            src={url}
            renditions={renditions}
            thumbnails={watch.thumbnails}
            label={label}
            poster={poster ?? title.backdrop}
            autoPlay
            subtitles={subtitles}
            onVideoElement={setVideo}
            mediaSession={{
              title: episode ? episodeTitle(episode) : name,
              artist: episode ? `${name} · ${episodePlace(episode)}` : name,
              artwork: title.poster ?? poster,
              onPreviousTrack: previous ? () => navigate(previous.path) : undefined,
              onNextTrack: next ? () => navigate(next.path) : undefined,
            }}
            preferredSubtitleLanguage={choices.subtitleLanguage}
            onSubtitleChoiceChange={choices.saveSubtitleLanguage}
            preferredAudioLanguage={choices.audioLanguage}
            onAudioLanguageChange={choices.saveAudioLanguage}
          >
            <WatchOverlays
              key={file.id}
              video={video}
              watch={watch}
              autoplayNext={choices.autoplayNext}
              setAutoplayNext={choices.setAutoplayNext}
            />
            {slot.state.status === 'stopped' && (
              <StreamStoppedNotice message={slot.state.message} playHere={slot.retry} />
            )}
          </VideoPlayer>
        )
      }
    >
      <Box component="p" sx={{ m: 0, mt: 1, color: 'secondary.light', fontWeight: 500 }}>
        {fileLabel(file)}
      </Box>
      {url !== null && (
        <Suspense fallback={null}>
          <WatchProgress key={file.id} video={video} fileId={file.id} />
        </Suspense>
      )}
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mt: 2.5 }}>
        <LinkButton to={title.path} variant="outlined">
          {title.type === 'series' ? playerMessages.backToSeries : playerMessages.backToTitle}
        </LinkButton>
        {url !== null && <DownloadLink url={url} />}
        <LinkButton to={filesPath(title.id)} variant="text">
          {playerMessages.allFiles}
        </LinkButton>
      </Box>
      <VersionList
        title={title}
        files={versionLinks(files, file, renditions, hasPremium)}
        currentId={file.id}
      />
    </WatchLayout>
  );
}
