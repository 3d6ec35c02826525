import Box from '@mui/material/Box';
import type { TitleResult } from '@pardeh/contract';
import { TitleCard, TitleCardSkeleton } from '../../../components/title-card/title-card.tsx';
import { type RelatedList, useRelatedTitles } from '../api/get-related-titles.ts';
import { Section } from './section.tsx';

interface RelatedTitlesRowProps {
  titleId: number;
  list: RelatedList;
  id: string;
  heading: string;
}

/** Similar titles or the director's other titles, asked for when the row is rendered. */
export function RelatedTitlesRow({ titleId, list, id, heading }: RelatedTitlesRowProps) {
  const related = useRelatedTitles(titleId, list);
  return <TitleCardsRow id={id} heading={heading} titles={related.isError ? [] : related.data} />;
}

/** A horizontal row of title cards that scrolls sideways; skeleton cards hold its height while loading. */
function TitleCardsRow({
  id,
  heading,
  titles,
}: {
  id: string;
  heading: string;
  titles: TitleResult[] | undefined;
}) {
  if (titles && titles.length === 0) return null;
  return (
    <Section id={id} heading={heading}>
      <Box
        component="ul"
        aria-busy={!titles}
        sx={{
          display: 'grid',
          gridAutoFlow: 'column',
          gridAutoColumns: { xs: '42%', sm: '28%', md: '19%', lg: '15.5%' },
          gap: { xs: 1.5, sm: 2.5 },
          overflowX: 'auto',
          listStyle: 'none',
          p: 0,
          m: 0,
          pb: 1.5,
          scrollSnapType: 'x mandatory',
          scrollbarWidth: 'thin',
          '& > li': { scrollSnapAlign: 'start', minWidth: 0 },
        }}
      >
        {titles
          ? titles.map((title) => (
              <li key={title.id}>
                <TitleCard title={title} />
              </li>
            ))
          : Array.from({ length: 6 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
              <li key={index}>
                <TitleCardSkeleton />
              </li>
            ))}
      </Box>
    </Section>
  );
}
