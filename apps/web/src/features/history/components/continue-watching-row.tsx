import Box from '@mui/material/Box';
import type { ContinueWatchingItem, NextEpisodeItem } from '@pardeh/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { PosterImage } from '../../../components/poster-image/poster-image.tsx';
import { formatPlaybackTime } from '../../../components/video-player/media-source.ts';
import { useContinueWatching } from '../api/get-continue-watching.ts';
import { episodeLabel } from '../lib/episode-label.ts';
import { historyMessages as text } from '../messages.ts';
import { WatchedProgressBar } from './watched-progress-bar.tsx';

const cardWidth = {
  xs: 'calc((100% - 24px) / 2.4)',
  sm: 'calc((100% - 64px) / 4.3)',
  md: 'calc((100% - 100px) / 6)',
};
const posterSizes = '(max-width: 600px) 45vw, (max-width: 1200px) 22vw, 200px';

interface CardProps {
  item: ContinueWatchingItem | NextEpisodeItem;
  /** What the card's last line says: the time left, or «قسمت بعد». */
  note: string;
  percent: number | null;
}

function WatchCard({ item, note, percent }: CardProps) {
  const name = item.title.titleFa ?? item.title.titleEn;
  const episode = episodeLabel(item.episode);
  return (
    <Box
      component={Link}
      to={item.watchPath}
      data-continue-watching={item.fileId}
      sx={{
        display: 'block',
        color: 'inherit',
        borderRadius: 1.5,
        '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.light', outlineOffset: 2 },
      }}
    >
      <Box sx={{ borderRadius: 1.5, overflow: 'hidden' }}>
        <PosterImage src={item.title.poster} title={name} seed={item.title.id} sizes={posterSizes} />
      </Box>
      {percent !== null && (
        <Box sx={{ mt: 0.75 }}>
          <WatchedProgressBar percent={percent} />
        </Box>
      )}
      <Box component="h3" sx={{ m: 0, mt: 0.75, fontSize: '0.95rem', fontWeight: 600 }}>
        {name}
      </Box>
      {episode && <Box sx={{ fontSize: '0.8rem', color: 'text.secondary' }}>{episode}</Box>}
      <Box sx={{ fontSize: '0.8rem', color: 'secondary.light' }}>{note}</Box>
    </Box>
  );
}

/**
 * The home page's «ادامه‌ی تماشا» row for a signed-in user: started films and episodes (newest
 * first), then each series' next episode. Nothing at all when there is neither.
 */
export function ContinueWatchingRow() {
  const headingId = useId();
  const { data } = useContinueWatching();
  if (!data || (data.inProgress.length === 0 && data.nextEpisodes.length === 0)) return null;
  return (
    <Box component="section" aria-labelledby={headingId} data-row="continue-watching">
      <Box
        component="h2"
        id={headingId}
        sx={{ m: 0, mb: 1.5, fontSize: { xs: '1.15rem', sm: '1.35rem' }, fontWeight: 700 }}
      >
        {text.continueWatching}
      </Box>
      <Box
        component="ul"
        sx={{
          display: 'flex',
          gap: { xs: 1.5, sm: 2, md: 2.5 },
          m: 0,
          p: 0,
          pb: 1,
          listStyle: 'none',
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          '& > li': { flex: '0 0 auto', width: cardWidth, scrollSnapAlign: 'start', minWidth: 0 },
        }}
      >
        {data.inProgress.map((item) => (
          <li key={`progress-${item.fileId}`}>
            <WatchCard
              item={item}
              percent={(item.position / item.duration) * 100}
              note={text.remaining(formatPlaybackTime(item.duration - item.position))}
            />
          </li>
        ))}
        {data.nextEpisodes.map((item) => (
          <li key={`next-${item.episode.id}`}>
            <WatchCard item={item} percent={null} note={text.nextEpisode} />
          </li>
        ))}
      </Box>
    </Box>
  );
}
