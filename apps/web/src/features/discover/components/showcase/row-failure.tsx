import Box from '@mui/material/Box';
import { showcaseMessages as text } from '../../messages/showcase.ts';

/** What a home-page row (or the rows' list) says when its titles did not arrive, with a retry. */
export function RowFailure({ onRetry }: { onRetry?: () => void }) {
  return (
    <Box role="alert" sx={{ py: 4, color: 'text.secondary' }}>
      {text.rowError}{' '}
      {onRetry && (
        <Box
          component="button"
          type="button"
          onClick={onRetry}
          sx={{
            color: 'secondary.light',
            bgcolor: 'transparent',
            border: 0,
            font: 'inherit',
            cursor: 'pointer',
          }}
        >
          {text.retry}
        </Box>
      )}
    </Box>
  );
}
