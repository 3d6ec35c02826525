import Box from '@mui/material/Box';
import { formatRating } from '../../lib/persian.ts';
import { listingMessages } from '../../messages/listing.ts';

/** The IMDb rating as a small yellow tag and the score in Persian digits; nothing when unknown. */
export function ImdbBadge({ rating }: { rating: number | null }) {
  if (rating === null) return null;
  const value = formatRating(rating);
  return (
    <Box
      component="span"
      role="img"
      data-imdb-rating
      title={listingMessages.imdb(value)}
      aria-label={listingMessages.imdb(value)}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        fontSize: '0.8rem',
        fontWeight: 700,
        lineHeight: 1,
      }}
    >
      <Box
        component="span"
        aria-hidden
        dir="ltr"
        sx={{
          px: 0.5,
          py: '3px',
          borderRadius: 0.5,
          bgcolor: '#f5c518',
          color: '#000',
          fontSize: '0.62rem',
          fontWeight: 900,
          fontFamily: 'Arial, sans-serif',
          letterSpacing: '-0.02em',
        }}
      >
        IMDb
      </Box>
      <span aria-hidden>{value}</span>
    </Box>
  );
}
