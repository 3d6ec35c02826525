import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { messages } from '../../../messages/index.ts';

interface CorrectedQueryNoticeProps {
  /** The text searched instead: the query as the other keyboard layout reads it. */
  correctedQuery: string;
  typedQuery: string;
  /** The results for the text only as typed. */
  asTypedPath: string;
  onFollow?: () => void;
}

/** «نتایج برای «باران»», and a link to the text as typed: over the dropdown and the full results. */
export function CorrectedQueryNotice({
  correctedQuery,
  typedQuery,
  asTypedPath,
  onFollow,
}: CorrectedQueryNoticeProps) {
  return (
    <Box data-corrected-query={correctedQuery} role="status" sx={{ px: 1.5, py: 1, lineHeight: 1.8 }}>
      <Box component="span" sx={{ fontWeight: 700 }}>
        {messages.search.correctedResults(correctedQuery)}
      </Box>{' '}
      <Link
        component={RouterLink}
        to={asTypedPath}
        onClick={onFollow}
        color="secondary"
        data-search-as-typed
        sx={{ fontSize: '0.9em' }}
      >
        {/* The typed text is in another script: isolated, it keeps its own direction. */}
        {messages.search.searchAsTyped(`\u2068${typedQuery}\u2069`)}
      </Link>
    </Box>
  );
}
