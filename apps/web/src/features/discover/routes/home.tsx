import { useSearchParams } from 'react-router';
import { HomeShowcase } from '../components/showcase/home-showcase.tsx';
import { LazyTitleListing } from '../components/title-listing/lazy-title-listing.tsx';
import { hasListingFilters } from '../lib/has-listing-filters.ts';

/**
 * `/`: with a query or any listing filter (q, order_by, type, is_dubbed, genre, years, page) the
 * full, paginated listing; without any, the showcase.
 */
export function HomePage() {
  const [params] = useSearchParams();
  return hasListingFilters(params) ? <LazyTitleListing /> : <HomeShowcase />;
}
