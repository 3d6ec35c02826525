import Box from '@mui/material/Box';
import { useParams } from 'react-router';
import { LinkButton } from '../../../components/link-button.tsx';
import { QueryFailure } from '../../../components/query-failure.tsx';
import { VideoPlayer } from '../../../components/video-player/video-player.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { messages } from '../../../messages/index.ts';
import { playerMessages } from '../../../messages/player.ts';
import { titleWithoutTrailer, useTrailer } from '../api/get-trailer.ts';
import { NoTrailer } from '../components/no-trailer.tsx';
import { WatchLayout, WatchSkeleton } from '../components/watch-layout.tsx';
import { displayName } from '../lib/title-name.ts';

/** `/watch/trailer/:imdb`: a title's trailer (`:imdb` is its IMDb id, or its Pardeh id without one). */
export function TrailerPage() {
  const { imdb = '' } = useParams();
  const query = useTrailer(imdb);
  const heading = query.data ? playerMessages.trailerOf(displayName(query.data.title)) : undefined;
  useDocumentTitle(heading ?? messages.pages.trailer);
  if (query.isPending) return <WatchSkeleton />;
  if (query.isError) {
    const title = titleWithoutTrailer(query.error);
    if (title) return <NoTrailer title={title} />;
    return (
      <QueryFailure error={query.error} retry={() => void query.refetch()} title={playerMessages.loadError} />
    );
  }
  const { title, url } = query.data;
  return (
    <WatchLayout
      title={title}
      heading={heading ?? ''}
      stage={<VideoPlayer src={url} label={heading ?? title.titleEn} poster={title.backdrop} autoPlay />}
    >
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mt: 2.5 }}>
        <LinkButton to={title.path} variant="outlined">
          {title.type === 'series' ? playerMessages.backToSeries : playerMessages.backToTitle}
        </LinkButton>
      </Box>
    </WatchLayout>
  );
}
