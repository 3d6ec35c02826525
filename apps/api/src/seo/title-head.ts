import type { TitleDetail } from '@pardeh/contract';
import { messages } from '../messages.ts';
import { type PageHead, shortenDescription } from './page-head.ts';

const absolute = (url: string | null, publicUrl: string) =>
  url ? new URL(url, `${publicUrl}/`).toString() : null;

const personLd = (
  person: { fullnameEn: string; fullnameFa: string | null; path: string },
  publicUrl: string,
) => ({
  '@type': 'Person',
  name: person.fullnameFa ?? person.fullnameEn,
  ...(person.fullnameFa ? { alternateName: person.fullnameEn } : {}),
  url: `${publicUrl}${person.path}`,
});

/** <head> of a title page, with schema.org `Movie` or `TVSeries`. */
export function titlePageHead(title: TitleDetail, publicUrl: string): PageHead {
  const name = title.titleFa ?? title.titleEn;
  const heading = messages.seo.titleHeading(title.titleFa, title.titleEn, title.year, title.type);
  const plot = title.plotFa ?? title.plotEn;
  const canonicalUrl = `${publicUrl}${title.path}`;
  const image = absolute(title.poster ?? title.backdrop, publicUrl);
  return {
    title: `${heading} | ${messages.seo.siteName}`,
    description: shortenDescription(plot ?? messages.seo.titleFallbackDescription(heading, title.type)),
    canonicalUrl,
    image,
    ogType: title.type === 'series' ? 'video.tv_show' : 'video.movie',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': title.type === 'series' ? 'TVSeries' : 'Movie',
      name,
      ...(title.titleFa ? { alternateName: title.titleEn } : {}),
      url: canonicalUrl,
      ...(image ? { image } : {}),
      ...(plot ? { description: plot } : {}),
      ...(title.releaseDate
        ? { datePublished: title.releaseDate }
        : title.year
          ? { datePublished: String(title.year) }
          : {}),
      ...(title.runtime ? { duration: `PT${title.runtime}M` } : {}),
      ...(title.ageRating ? { contentRating: title.ageRating } : {}),
      genre: title.genres.map((genre) => genre.titleFa),
      ...(title.directors.length > 0
        ? { director: title.directors.map((person) => personLd(person, publicUrl)) }
        : {}),
      ...(title.cast.length > 0
        ? { actor: title.cast.slice(0, 10).map((person) => personLd(person, publicUrl)) }
        : {}),
      ...(title.rating !== null && title.votes
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: title.rating,
              ratingCount: title.votes,
              bestRating: 10,
              worstRating: 1,
            },
          }
        : {}),
      ...(title.imdbId ? { sameAs: `https://www.imdb.com/title/${title.imdbId}/` } : {}),
    },
  };
}
