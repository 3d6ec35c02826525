import Box from '@mui/material/Box';
import type { TitleResult } from '@pardeh/contract';
import { PosterImage } from '../../../components/poster-image/poster-image.tsx';
import { ImdbBadge } from '../../../components/ratings/imdb-badge.tsx';
import { RtMeter } from '../../../components/ratings/rt-meter.tsx';
import { formatTitleYear } from '../../../lib/persian.ts';
import { OptionLink, type OptionLinkProps, optionTextSx } from './option-link.tsx';

/** A title in the dropdown: poster, English and Persian titles, year, genres and both ratings. */
export function TitleOption({
  title,
  ...link
}: { title: TitleResult } & Omit<OptionLinkProps, 'to' | 'children'>) {
  const genres = title.genres.map((genre) => genre.titleFa).join('، ');
  return (
    <OptionLink to={title.path} data-search-title={title.id} {...link}>
      <Box sx={{ width: 46, flexShrink: 0 }}>
        <PosterImage src={title.poster} title={title.titleFa ?? title.titleEn} seed={title.id} sizes="46px" />
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box dir="auto" className="auto-dir" sx={{ ...optionTextSx, fontWeight: 700 }}>
          {title.titleEn}
        </Box>
        {title.titleFa && (
          <Box dir="auto" className="auto-dir" sx={{ ...optionTextSx, fontSize: '0.85rem' }}>
            {title.titleFa}
          </Box>
        )}
        <Box sx={{ ...optionTextSx, fontSize: '0.78rem', color: 'text.secondary' }}>
          {[title.year === null ? null : formatTitleYear(title.year, title.jalaliYear), genres || null]
            .filter(Boolean)
            .join(' · ')}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 0.5 }}>
          <ImdbBadge rating={title.rating} />
          <RtMeter rottenTomatoes={title.rottenTomatoes} />
        </Box>
      </Box>
    </OptionLink>
  );
}
