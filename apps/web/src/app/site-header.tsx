import { Header } from '../components/header/header.tsx';
import { LazySearchBar, SearchButton, useHeaderSearch } from '../features/search/index.ts';

/** The header with the search feature in it: its state lives here, the header only places it. */
export function SiteHeader() {
  const [search, dispatchSearch] = useHeaderSearch();
  return (
    <Header
      search={{
        open: search.menuStage === 'search',
        field: <LazySearchBar state={search} dispatch={dispatchSearch} />,
        button: <SearchButton onOpen={() => dispatchSearch({ type: 'open', at: performance.now() })} />,
      }}
    />
  );
}
