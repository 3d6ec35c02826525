import type { Collection } from '@pardeh/contract';
import { messages } from '../messages.ts';
import { type PageHead, shortenDescription } from './page-head.ts';

/** <head> of a collection page. */
export function collectionPageHead(collection: Collection, publicUrl: string): PageHead {
  const canonicalUrl = `${publicUrl}${collection.path}`;
  return {
    title: `${collection.nameFa} | ${messages.seo.siteName}`,
    description: shortenDescription(
      collection.description ??
        messages.seo.collectionFallbackDescription(collection.nameFa, collection.titlesCount),
    ),
    canonicalUrl,
    image: collection.cover ? new URL(collection.cover, `${publicUrl}/`).toString() : null,
    ogType: 'website',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      name: collection.nameFa,
      ...(collection.nameEn ? { alternateName: collection.nameEn } : {}),
      url: canonicalUrl,
      ...(collection.description ? { description: collection.description } : {}),
    },
  };
}
