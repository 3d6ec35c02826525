import BookmarkBorderRoundedIcon from '@mui/icons-material/BookmarkBorderRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TitleType } from '@pardeh/contract';
import { LinkButton } from '../../../components/link-button.tsx';
import { watchlistMessages } from '../../../messages/watchlist.ts';

/** Nothing saved (of this type): what the list is for, and the way to titles worth saving. */
export function WatchlistEmpty({ type }: { type: TitleType | undefined }) {
  return (
    <Box data-watchlist-empty sx={{ textAlign: 'center', py: { xs: 5, sm: 8 }, maxWidth: 520, mx: 'auto' }}>
      <Box sx={{ color: 'secondary.light', '& svg': { fontSize: 56 } }}>
        <BookmarkBorderRoundedIcon />
      </Box>
      <Typography component="h2" variant="h5" sx={{ mt: 2, mb: 1.5 }}>
        {type ? watchlistMessages.emptyFilteredTitle[type] : watchlistMessages.emptyTitle}
      </Typography>
      <Typography sx={{ color: 'text.secondary', lineHeight: 1.9, mb: 3.5 }}>
        {watchlistMessages.emptyBody}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
        <LinkButton to="/">{watchlistMessages.discover}</LinkButton>
        <LinkButton to="/?type=movie" variant="outlined">
          {watchlistMessages.discoverMovies}
        </LinkButton>
        <LinkButton to="/?type=series" variant="outlined">
          {watchlistMessages.discoverSeries}
        </LinkButton>
      </Box>
    </Box>
  );
}
