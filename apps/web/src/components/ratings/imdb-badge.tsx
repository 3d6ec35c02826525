import { formatRating } from '../../lib/persian.ts';
import { listingMessages } from '../../messages/listing.ts';

/** The IMDb rating as a small yellow tag and the score in Persian digits; nothing when unknown (ratings.css). */
export function ImdbBadge({ rating }: { rating: number | null }) {
  if (rating === null) return null;
  const value = formatRating(rating);
  return (
    <span
      className="rating-badge"
      role="img"
      data-imdb-rating
      title={listingMessages.imdb(value)}
      aria-label={listingMessages.imdb(value)}
    >
      <span className="imdb-tag" aria-hidden dir="ltr">
        IMDb
      </span>
      <span aria-hidden>{value}</span>
    </span>
  );
}
