import BookmarkRemoveOutlinedIcon from '@mui/icons-material/BookmarkRemoveOutlined';
import Box from '@mui/material/Box';
import type { TitleResult } from '@pardeh/contract';
import { watchlistMessages } from '../../../messages/watchlist.ts';

/** The round button over a saved title's poster that removes it from the watchlist. */
export function RemoveFromWatchlistButton({ title, onRemove }: { title: TitleResult; onRemove(): void }) {
  return (
    <Box
      component="button"
      type="button"
      onClick={onRemove}
      aria-label={watchlistMessages.remove(title.titleFa ?? title.titleEn)}
      data-watchlist-remove={title.id}
      sx={{
        position: 'absolute',
        top: 6,
        insetInlineEnd: 6,
        width: 40,
        height: 40,
        display: 'grid',
        placeItems: 'center',
        border: 0,
        borderRadius: '50%',
        cursor: 'pointer',
        color: 'common.white',
        bgcolor: 'rgba(0,0,0,0.7)',
        '&:hover': { bgcolor: 'error.dark' },
        '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.light', outlineOffset: 2 },
        '& svg': { fontSize: 22 },
      }}
    >
      <BookmarkRemoveOutlinedIcon />
    </Box>
  );
}
