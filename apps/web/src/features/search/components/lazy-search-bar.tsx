import Box from '@mui/material/Box';
import { type ComponentProps, Suspense } from 'react';
import { FailureBoundary } from '../../../components/failure-boundary.tsx';
import { failureKindOf } from '../../../lib/load-failure.ts';
import { retryableLazy } from '../../../lib/retryable-lazy.ts';
import { messages } from '../../../messages/index.ts';
import { loadSearchBar } from './load-search-dropdown.ts';
import { CloseSearchButton, closeSearch, InlineRetryButton } from './search-buttons.tsx';

const SearchBar = retryableLazy(() => loadSearchBar().then((module) => ({ default: module.SearchBar })));

/**
 * The search field and dropdown are fetched on first open (or as the icon is touched). If they
 * cannot be (offline, the server down), the header says so in their place, with the way back to
 * the menu; opening the search again, or the connection coming back, tries again.
 */
export function LazySearchBar(props: ComponentProps<typeof SearchBar>) {
  const { state, dispatch } = props;
  return (
    <FailureBoundary
      resetKey={state.openedAt}
      fallback={({ error, retry }) => (
        <SearchUnavailable error={error} retry={retry} close={() => closeSearch(dispatch)} />
      )}
    >
      <Suspense fallback={null}>
        <SearchBar {...props} />
      </Suspense>
    </FailureBoundary>
  );
}

function SearchUnavailable({ error, retry, close }: { error: unknown; retry(): void; close(): void }) {
  const kind = failureKindOf(error);
  return (
    <Box
      role="alert"
      data-search-unavailable={kind}
      sx={{ display: 'flex', alignItems: 'center', gap: 2, flex: 1, minWidth: 0, fontSize: '0.9rem' }}
    >
      <Box component="span" sx={{ flex: 1, minWidth: 0, color: 'text.secondary' }}>
        {kind === 'other' ? messages.search.unavailable : messages.errors.connection[kind].title}
      </Box>
      <InlineRetryButton onClick={retry}>{messages.search.retry}</InlineRetryButton>
      <CloseSearchButton onClick={close} />
    </Box>
  );
}
