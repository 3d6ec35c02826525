import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { TitleResult } from '@pardeh/contract';
import { Link } from 'react-router';
import { formatCardYear } from '../../lib/persian.ts';
import { PosterImage } from '../poster-image/poster-image.tsx';
import { ImdbBadge } from '../ratings/imdb-badge.tsx';
import { RtMeter } from '../ratings/rt-meter.tsx';

const cardSizes = '(max-width: 600px) 45vw, (max-width: 1200px) 22vw, 200px';

export interface TitleCardProps {
  title: TitleResult;
  priority?: boolean;
  /** The name's heading level: 3 under a row's heading (the default), 2 in a page's grid under its h1. */
  headingLevel?: 2 | 3;
}

/**
 * A title in a grid or row: poster, Persian and English names, year and ratings; links to the title
 * page. Styled by title-card.css (static classes: cards are rendered by the dozen).
 */
export function TitleCard({ title, priority = false, headingLevel = 3 }: TitleCardProps) {
  const name = title.titleFa ?? title.titleEn;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Link to={title.path} className="title-card" data-title-card={title.id}>
      <div className="title-card-poster">
        <PosterImage src={title.poster} title={name} seed={title.id} sizes={cardSizes} priority={priority} />
      </div>
      <div className="title-card-text">
        <Heading className="title-card-name auto-dir" dir="auto">
          {name}
        </Heading>
        {title.titleFa && (
          <div className="title-card-name-en auto-dir" dir="auto">
            {title.titleEn}
          </div>
        )}
        <div className="title-card-facts">
          {title.year !== null && <CardYear year={title.year} jalaliYear={title.jalaliYear} />}
          <ImdbBadge rating={title.rating} />
          <RtMeter rottenTomatoes={title.rottenTomatoes} />
        </div>
      </div>
    </Link>
  );
}

/** The year, or an Iranian title's Solar Hijri year with the whole «۱۳۸۹ (۲۰۱۰)» in its tooltip. */
function CardYear({ year, jalaliYear }: { year: number; jalaliYear: number | null }) {
  const { short, full } = formatCardYear(year, jalaliYear);
  if (full === null) return <span className="title-card-year">{short}</span>;
  return (
    <span className="title-card-year" title={full} data-jalali-year>
      <span aria-hidden>{short}</span>
      <span className="title-card-year-full">{full}</span>
    </span>
  );
}

/** The card's shape while its data loads: same sizes, so nothing jumps when it arrives. */
export function TitleCardSkeleton() {
  return (
    <Box aria-hidden data-title-card-skeleton>
      <Skeleton
        variant="rounded"
        sx={{ width: 1, height: 'auto', aspectRatio: '2 / 3', borderRadius: 1.5 }}
      />
      <Skeleton variant="text" sx={{ mt: 1, width: '80%', fontSize: '0.95rem' }} />
      <Skeleton variant="text" sx={{ width: '55%', fontSize: '0.78rem' }} />
      <Skeleton variant="text" sx={{ width: '65%', fontSize: '0.8rem' }} />
    </Box>
  );
}
