import { type ComponentProps, lazy, Suspense } from 'react';
import { loadSearchBar } from './load-search-dropdown.ts';

const SearchBar = lazy(() => loadSearchBar().then((module) => ({ default: module.SearchBar })));

/** The search field and dropdown are fetched on first open (or as the icon is touched). */
export function LazySearchBar(props: ComponentProps<typeof SearchBar>) {
  return (
    <Suspense fallback={null}>
      <SearchBar {...props} />
    </Suspense>
  );
}
