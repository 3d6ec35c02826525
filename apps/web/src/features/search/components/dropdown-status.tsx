import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { messages } from '../../../messages/index.ts';
import { InlineRetryButton } from './search-buttons.tsx';

export type DropdownStatusKind = 'start' | 'loading' | 'error' | 'empty' | 'results';

/** The line that says what the dropdown is doing; read out by screen readers as it changes. */
export function DropdownStatus({ status, onRetry }: { status: DropdownStatusKind; onRetry: () => void }) {
  return (
    <Box role="status" aria-live="polite" data-search-status={status}>
      {status === 'start' && <StatusLine>{messages.search.start}</StatusLine>}
      {status === 'loading' && (
        <StatusLine icon={<CircularProgress size={18} color="secondary" />}>
          {messages.search.loading}
        </StatusLine>
      )}
      {status === 'empty' && (
        <StatusLine icon={<SearchOffIcon fontSize="small" />}>{messages.search.empty}</StatusLine>
      )}
      {status === 'error' && (
        <StatusLine icon={<ErrorOutlineIcon fontSize="small" sx={{ color: 'error.main' }} />}>
          {messages.search.error}{' '}
          <InlineRetryButton onClick={onRetry}>{messages.search.retry}</InlineRetryButton>
        </StatusLine>
      )}
    </Box>
  );
}

function StatusLine({ icon, children }: { icon?: React.ReactNode; children: React.ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        px: 2,
        py: 3,
        color: 'text.secondary',
        fontSize: '0.9rem',
        textAlign: 'center',
      }}
    >
      {icon}
      <span>{children}</span>
    </Box>
  );
}
