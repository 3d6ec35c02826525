import { LazyTitleListing } from '../components/title-listing/lazy-title-listing.tsx';

/** `/movies`: the listing of films, with the same filters (but no type) in the URL. */
export function MoviesPage() {
  return <LazyTitleListing only="movie" />;
}
