/** The header search, as the header uses it. */

export { CorrectedQueryNotice } from './components/corrected-query-notice.tsx';
export { LazySearchBar } from './components/lazy-search-bar.tsx';
export { SearchButton } from './components/search-button.tsx';
export { SuggestedQueryNotice } from './components/suggested-query-notice.tsx';
export { fullResultsPath } from './lib/search-rules.ts';
export { useHeaderSearch } from './lib/use-header-search.ts';
