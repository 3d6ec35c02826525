import type { PersonDetail } from '@pardeh/contract';
import { messages } from '../messages.ts';
import { type PageHead, shortenDescription } from './page-head.ts';

// schema.org's `jobTitle` is free text: the English name of the job.
const jobTitles: Record<PersonDetail['job'], string> = {
  actor: 'Actor',
  director: 'Film director',
  writer: 'Screenwriter',
  producer: 'Film producer',
  composer: 'Film score composer',
  cinematographer: 'Cinematographer',
  editor: 'Film editor',
};

/** <head> of a person page, with schema.org `Person`. */
export function personPageHead(person: PersonDetail, publicUrl: string): PageHead {
  const name = person.fullnameFa ?? person.fullnameEn;
  const heading = person.fullnameFa ? `${person.fullnameFa} (${person.fullnameEn})` : person.fullnameEn;
  const canonicalUrl = `${publicUrl}${person.path}`;
  const image = person.image ? new URL(person.image, `${publicUrl}/`).toString() : null;
  const bio = person.bioFa ?? person.bioEn;
  return {
    title: `${heading} | ${messages.seo.siteName}`,
    description: shortenDescription(bio ?? messages.seo.personFallbackDescription(heading, person.job)),
    canonicalUrl,
    image,
    ogType: 'profile',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Person',
      name,
      ...(person.fullnameFa ? { alternateName: person.fullnameEn } : {}),
      url: canonicalUrl,
      ...(image ? { image } : {}),
      ...(bio ? { description: bio } : {}),
      ...(person.birthDate ? { birthDate: person.birthDate } : {}),
      ...(person.deathDate ? { deathDate: person.deathDate } : {}),
      jobTitle: jobTitles[person.job],
    },
  };
}
