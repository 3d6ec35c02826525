import Box from '@mui/material/Box';
import type { PersonResult, TitleRef } from '@pardeh/contract';
import { PosterImage } from '../../../components/poster-image/poster-image.tsx';
import { formatYear } from '../../../lib/persian.ts';
import { messages } from '../../../messages/index.ts';
import { personMessages } from '../../../messages/person.ts';
import { OptionLink, type OptionLinkProps, optionTextSx } from './option-link.tsx';

const titleLabel = (title: TitleRef) =>
  `${title.titleFa ?? title.titleEn}${title.year === null ? '' : ` (${formatYear(title.year)})`}`;

/**
 * The best-known title to name beside the job: the most-voted one in that job. A result carries
 * only acting and directing ones, so for another job (a writer) it is their best directing, else acting.
 */
function bestKnownFor(person: PersonResult): { label: string; title: TitleRef } | null {
  const directed = person.bestDirected && { label: messages.search.bestDirected, title: person.bestDirected };
  const starred = person.bestStarred && { label: messages.search.bestStarred, title: person.bestStarred };
  if (person.job === 'actor') return starred;
  if (person.job === 'director') return directed;
  return directed ?? starred;
}

/** A person in the dropdown: picture, English and Persian names, their job and best-known title. */
export function PersonOption({
  person,
  ...link
}: { person: PersonResult } & Omit<OptionLinkProps, 'to' | 'children'>) {
  const best = bestKnownFor(person);
  return (
    <OptionLink to={person.path} data-search-person={person.id} {...link}>
      <Box sx={{ width: 40, flexShrink: 0, '& [data-poster]': { borderRadius: 1 } }}>
        <PosterImage
          src={person.image}
          title={person.fullnameFa ?? person.fullnameEn}
          seed={`person-${person.id}`}
          sizes="40px"
        />
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box dir="auto" className="auto-dir" sx={{ ...optionTextSx, fontWeight: 700 }}>
          {person.fullnameEn}
        </Box>
        {person.fullnameFa && (
          <Box dir="auto" className="auto-dir" sx={{ ...optionTextSx, fontSize: '0.85rem' }}>
            {person.fullnameFa}
          </Box>
        )}
        <Box sx={{ ...optionTextSx, fontSize: '0.78rem', color: 'text.secondary' }}>
          {personMessages.roles[person.job]}
          {best && ` · ${best.label}: ${titleLabel(best.title)}`}
        </Box>
      </Box>
    </OptionLink>
  );
}
