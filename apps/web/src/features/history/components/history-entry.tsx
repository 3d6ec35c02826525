import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { HistoryItem } from '@pardeh/contract';
import { Link } from 'react-router';
import { PosterImage } from '../../../components/poster-image/poster-image.tsx';
import { formatJalaliDate, formatNumber } from '../../../lib/persian.ts';
import { episodeLabel } from '../lib/episode-label.ts';
import { historyMessages as text } from '../messages.ts';
import { WatchedProgressBar } from './watched-progress-bar.tsx';

interface HistoryEntryProps {
  item: HistoryItem;
  removing: boolean;
  onRemove(): void;
}

/** One finished play: poster, names, episode, Jalali date, rewatches, how much was watched. */
export function HistoryEntry({ item, removing, onRemove }: HistoryEntryProps) {
  const name = item.title.titleFa ?? item.title.titleEn;
  const episode = episodeLabel(item.episode);
  return (
    <Box
      component="li"
      data-history-entry={item.id}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '64px minmax(0, 1fr) auto', sm: '80px minmax(0, 1fr) auto' },
        gap: { xs: 1.5, sm: 2 },
        alignItems: 'center',
        p: 1.5,
        borderRadius: 2,
        bgcolor: '#141418',
        opacity: removing ? 0.5 : 1,
      }}
    >
      <Box
        component={Link}
        to={item.title.path}
        tabIndex={-1}
        aria-hidden
        sx={{ borderRadius: 1, overflow: 'hidden' }}
      >
        <PosterImage src={item.title.poster} title={name} seed={item.title.id} sizes="80px" />
      </Box>
      <Box sx={{ minWidth: 0, display: 'grid', gap: 0.5 }}>
        <Box
          component={Link}
          to={item.title.path}
          sx={{ fontWeight: 600, color: 'common.white', '&:hover': { textDecoration: 'underline' } }}
        >
          {name}
        </Box>
        {episode && <Box sx={{ fontSize: '0.85rem', color: 'text.secondary' }}>{episode}</Box>}
        <Box sx={{ fontSize: '0.8rem', color: 'text.secondary' }}>
          {text.watchedOn(formatJalaliDate(item.watchedAt))}
          {item.rewatchCount > 0 && ` · ${text.rewatch(formatNumber(item.rewatchCount))}`}
        </Box>
        <Box sx={{ maxWidth: 240 }}>
          <WatchedProgressBar percent={item.progress} />
        </Box>
        {item.watchPath && (
          <Box
            component={Link}
            to={item.watchPath}
            sx={{ fontSize: '0.85rem', color: 'secondary.light', width: 'fit-content' }}
          >
            {text.watchAgain}
          </Box>
        )}
      </Box>
      <IconButton aria-label={text.removeOf(name)} onClick={onRemove} disabled={removing}>
        <DeleteOutlineIcon />
      </IconButton>
    </Box>
  );
}
