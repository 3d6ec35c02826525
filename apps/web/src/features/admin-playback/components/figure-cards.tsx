import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PlaybackFigures } from '@pardeh/contract';
import { formatCount, formatDuration, formatRatio } from '../lib/format-figures.ts';
import { adminPlaybackMessages as text } from '../messages.ts';

/** The window's totals, one card each. */
export function FigureCards({ figures }: { figures: PlaybackFigures }) {
  const cards = [
    { label: text.figures.plays, value: formatCount(figures.plays) },
    { label: text.figures.startupP50, value: formatDuration(figures.startupP50Ms) },
    { label: text.figures.startupP95, value: formatDuration(figures.startupP95Ms) },
    { label: text.figures.rebufferRatio, value: formatRatio(figures.rebufferRatio) },
    { label: text.figures.errors, value: formatCount(figures.errors) },
  ];
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gap: 2,
        m: 0,
        mb: 4,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 180px), 1fr))',
      }}
    >
      {cards.map((card) => (
        <Box
          key={card.label}
          sx={{
            p: 2,
            borderRadius: 3,
            border: '1px solid',
            borderColor: 'divider',
            bgcolor: 'background.paper',
          }}
        >
          <Typography component="dt" sx={{ color: 'text.secondary' }}>
            {card.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, mt: 0.5, fontSize: '1.6rem', fontWeight: 700 }}>
            {card.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
