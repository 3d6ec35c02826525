import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { failureKindOf, isChunkLoadFailure } from '../lib/load-failure.ts';
import { type ChunkFailureOutcome, recoverFromChunkFailure } from '../lib/stale-chunks.ts';
import { messages } from '../messages/index.ts';
import { ConnectionFailure } from './connection-failure.tsx';
import { iconBadgeSx, PageMessage } from './layout/page-message.tsx';
import { LinkButton } from './link-button.tsx';

/**
 * What a failure means, or undefined while the app asks the server whether a page's code that did
 * not arrive is gone with a new deployment (then the page reloads: 'reloading').
 */
function useFailureOutcome(error: unknown): ChunkFailureOutcome | undefined {
  const [decided, setDecided] = useState<{ error: unknown; outcome: ChunkFailureOutcome }>();
  const needsDiagnosis = isChunkLoadFailure(error) && navigator.onLine;
  useEffect(() => {
    if (!needsDiagnosis) return;
    let current = true;
    void recoverFromChunkFailure(error).then((outcome) => {
      if (current) setDecided({ error, outcome });
    });
    return () => {
      current = false;
    };
  }, [error, needsDiagnosis]);
  if (!needsDiagnosis) return failureKindOf(error);
  return decided !== undefined && decided.error === error ? decided.outcome : undefined;
}

/**
 * A page that failed to load or render. A connection failure says so and retries in place
 * (`retry`: the page's code and data load again); anything else is an error whose retry reloads
 * the document, since only a fresh index.html mends a page the app itself broke.
 */
export function RouteErrorPage({ error, retry }: { error: unknown; retry(): void }) {
  const outcome = useFailureOutcome(error);
  if (outcome === undefined || outcome === 'reloading') {
    return <Box role="status" aria-busy aria-label={messages.errors.checking} sx={{ minHeight: '60vh' }} />;
  }
  if (outcome !== 'other') return <ConnectionFailure kind={outcome} error={error} retry={retry} />;
  return <GeneralFailure />;
}

function GeneralFailure() {
  return (
    <PageMessage
      badge={
        <Box
          sx={{
            ...iconBadgeSx,
            color: 'error.main',
            bgcolor: 'rgba(255,45,85,0.12)',
            borderColor: 'rgba(255,45,85,0.4)',
          }}
        >
          <ErrorOutlineIcon />
        </Box>
      }
      title={messages.errors.title}
      body={messages.errors.body}
      actions={
        <>
          <LinkButton onClick={() => window.location.reload()}>{messages.errors.retry}</LinkButton>
          <LinkButton to="/" variant="outlined">
            {messages.errors.backHome}
          </LinkButton>
        </>
      }
    />
  );
}
