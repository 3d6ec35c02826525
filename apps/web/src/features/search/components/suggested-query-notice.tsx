import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { messages } from '../../../messages/index.ts';

interface SuggestedQueryNoticeProps {
  /** A correction of the query that finds more than it does. */
  suggestedQuery: string;
  /** The results for the correction. */
  suggestedPath: string;
}

/** «منظورتان این بود؟ rocky»: above full results that found little, a link to the correction's. */
export function SuggestedQueryNotice({ suggestedQuery, suggestedPath }: SuggestedQueryNoticeProps) {
  return (
    <Box data-suggested-query={suggestedQuery} sx={{ px: 1.5, py: 1, lineHeight: 1.8 }}>
      {messages.search.didYouMean}{' '}
      <Link component={RouterLink} to={suggestedPath} color="secondary" sx={{ fontWeight: 700 }}>
        {/* Isolated: a Latin correction keeps its own direction in the Persian sentence. */}
        {`\u2068${suggestedQuery}\u2069`}
      </Link>
    </Box>
  );
}
