import Box from '@mui/material/Box';
import type { PersonResult, TitleRef } from '@pardeh/contract';
import { PosterImage } from '../../../components/poster-image/poster-image.tsx';
import { formatYear } from '../../../lib/persian.ts';
import { messages } from '../../../messages/index.ts';
import { OptionLink, type OptionLinkProps, optionTextSx } from './option-link.tsx';

const titleLabel = (title: TitleRef) =>
  `${title.titleFa ?? title.titleEn}${title.year === null ? '' : ` (${formatYear(title.year)})`}`;

/** A person in the dropdown: picture, English and Persian names, and their best-known title in their main job. */
export function PersonOption({
  person,
  ...link
}: { person: PersonResult } & Omit<OptionLinkProps, 'to' | 'children'>) {
  const best = person.job === 'director' ? person.bestDirected : person.bestStarred;
  const bestLabel = person.job === 'director' ? messages.search.bestDirected : messages.search.bestStarred;
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
        <Box sx={{ ...optionTextSx, fontWeight: 700 }}>
          <bdi dir="ltr">{person.fullnameEn}</bdi>
        </Box>
        {person.fullnameFa && <Box sx={{ ...optionTextSx, fontSize: '0.85rem' }}>{person.fullnameFa}</Box>}
        <Box sx={{ ...optionTextSx, fontSize: '0.78rem', color: 'text.secondary' }}>
          {person.job === 'director' ? messages.search.director : messages.search.actor}
          {best && ` · ${bestLabel}: ${titleLabel(best)}`}
        </Box>
      </Box>
    </OptionLink>
  );
}
