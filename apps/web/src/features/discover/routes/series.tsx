import { LazyTitleListing } from '../components/title-listing/lazy-title-listing.tsx';

/** `/tv`: the listing of series, with the same filters (but no type) in the URL. */
export function SeriesPage() {
  return <LazyTitleListing only="series" />;
}
