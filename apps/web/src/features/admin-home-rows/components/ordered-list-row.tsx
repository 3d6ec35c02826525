import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatNumber } from '../../../lib/persian.ts';

interface OrderedListRowProps {
  index: number;
  count: number;
  children: ReactNode;
  /** Accessible names of the buttons, naming the item. */
  labels: { up: string; down: string; remove: string };
  onMove(step: -1 | 1): void;
  onRemove(): void;
}

/** One item of a list the operator orders by hand: its place, what it is, and up, down and remove buttons. */
export function OrderedListRow({ index, count, children, labels, onMove, onRemove }: OrderedListRowProps) {
  return (
    <Box
      component="li"
      sx={{
        listStyle: 'none',
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        p: 1,
        borderRadius: 2,
        border: '1px solid',
        borderColor: 'divider',
        bgcolor: 'background.paper',
        minWidth: 0,
      }}
    >
      <Typography
        component="span"
        sx={{ width: 28, textAlign: 'center', color: 'text.secondary', flexShrink: 0 }}
      >
        {formatNumber(index + 1)}
      </Typography>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>{children}</Box>
      {/* Stacked on a phone, so the item keeps the row's width. */}
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, flexShrink: 0 }}>
        <IconButton size="small" aria-label={labels.up} disabled={index === 0} onClick={() => onMove(-1)}>
          <ArrowUpwardRounded fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          aria-label={labels.down}
          disabled={index === count - 1}
          onClick={() => onMove(1)}
        >
          <ArrowDownwardRounded fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label={labels.remove} onClick={onRemove}>
          <CloseRounded fontSize="small" />
        </IconButton>
      </Box>
    </Box>
  );
}
