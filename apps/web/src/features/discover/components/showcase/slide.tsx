import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import Box from '@mui/material/Box';
import type { SlideshowItem } from '@pardeh/contract';
import { LinkButton } from '../../../../components/link-button.tsx';
import { PosterImage } from '../../../../components/poster-image/poster-image.tsx';
import { ImdbBadge } from '../../../../components/ratings/imdb-badge.tsx';
import { RtMeter } from '../../../../components/ratings/rt-meter.tsx';
import { visuallyHidden } from '../../../../components/visually-hidden.ts';
import { formatNumber, formatRating, formatTitleYear } from '../../../../lib/persian.ts';
import { listingMessages } from '../../../../messages/listing.ts';
import { trailerPath } from '../../../titles/index.ts';
import { useSlideTrailer } from '../../api/get-slide-trailer.ts';
import { showcaseMessages } from '../../messages/showcase.ts';

const text = showcaseMessages;

const slideInSx = {
  '@media (prefers-reduced-motion: no-preference)': {
    animation: 'pardeh-slide-in 500ms ease-out',
    '@keyframes pardeh-slide-in': {
      from: { opacity: 0, transform: 'translateY(8px)' },
      to: { opacity: 1, transform: 'none' },
    },
  },
};

/**
 * One featured title: names, facts, a line of plot and the calls to action, beside its poster.
 * `animate`: the slide fades in. Not for the first slide of a visit: it is the page's largest
 * content, and faded in from transparent it counted as painted only ~0.4 s later.
 */
export function Slide({ item, active, animate }: { item: SlideshowItem; active: boolean; animate: boolean }) {
  const name = item.titleFa ?? item.titleEn;
  const plot = item.plotFa ?? item.plotEn;
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 220px' },
        alignItems: 'center',
        gap: { md: 6 },
        ...(animate && slideInSx),
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, fontSize: '0.85rem' }}>
          <Box
            component="span"
            sx={{
              px: 1,
              py: 0.25,
              borderRadius: 1,
              bgcolor: 'secondary.main',
              color: 'secondary.contrastText',
              fontSize: '0.8rem',
              fontWeight: 700,
            }}
          >
            {item.type === 'series' ? text.series : text.movie}
          </Box>
          {item.year !== null && <span>{formatTitleYear(item.year, item.jalaliYear)}</span>}
          {item.genres.length > 0 && (
            <Box component="span" sx={{ color: 'rgba(255,255,255,0.75)' }}>
              {item.genres.map((genre) => genre.titleFa).join('، ')}
            </Box>
          )}
        </Box>
        <Box
          component="h2"
          sx={{
            m: 0,
            mt: 1.5,
            fontSize: { xs: '2rem', sm: '2.6rem', md: '3.2rem' },
            lineHeight: 1.25,
            fontWeight: 700,
            textShadow: '0 2px 18px rgba(0,0,0,0.5)',
          }}
        >
          {name}
        </Box>
        {item.titleFa && (
          <Box
            dir="ltr"
            lang="en"
            sx={{
              mt: 0.5,
              width: 'fit-content',
              color: 'rgba(255,255,255,0.75)',
              fontSize: { xs: '0.95rem', sm: '1.1rem' },
            }}
          >
            {item.titleEn}
          </Box>
        )}
        {/* The badges label themselves on spans, which axe rejects outside a link: here they are
            decoration, and one hidden sentence says the same. */}
        <Box
          aria-hidden
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 2,
            mt: 2,
            '& [data-imdb-rating]': { fontSize: '0.95rem' },
          }}
        >
          <ImdbBadge rating={item.rating} />
          <RtMeter rottenTomatoes={item.rottenTomatoes} />
        </Box>
        {/* Hidden text is laid out all the same: at the English title's size it needs no font
            size of its own (docs/DECISIONS.md, "Few type sizes on the first screens"). */}
        <Box component="p" sx={{ ...visuallyHidden, fontSize: '0.95rem' }}>
          {ratingsSentence(item)}
        </Box>
        {plot && (
          <Box
            lang={item.plotFa ? undefined : 'en'}
            dir={item.plotFa ? undefined : 'ltr'}
            sx={{
              mt: 2,
              maxWidth: 560,
              color: 'rgba(255,255,255,0.82)',
              lineHeight: 1.9,
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {plot}
          </Box>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 3 }}>
          <LinkButton to={item.path}>{text.details}</LinkButton>
          {active && <TrailerButton id={item.id} />}
        </Box>
      </Box>
      <Box
        sx={{
          display: { xs: 'none', md: 'block' },
          boxShadow: '0 24px 50px rgba(0,0,0,0.6)',
          borderRadius: 1.5,
        }}
      >
        <PosterImage src={item.poster} title={name} seed={item.id} sizes="220px" priority={active} />
      </Box>
    </Box>
  );
}

/** What the rating badges show, as one sentence for screen readers. */
function ratingsSentence({ rating, rottenTomatoes }: SlideshowItem): string {
  const parts: string[] = [];
  if (rating !== null) parts.push(listingMessages.imdb(formatRating(rating)));
  const { rtMeter, rtStatus } = rottenTomatoes;
  if (rtMeter !== null) {
    const status = rtStatus ?? (rtMeter >= 60 ? 'fresh' : 'rotten');
    parts.push(listingMessages.rtMeter(`${formatNumber(rtMeter)}٪`, listingMessages.rtStatus[status]));
  }
  return parts.join('، ');
}

/**
 * The trailer call to action, once the title's detail says there is one. Its own component, so the
 * answer's arrival re-renders this button and not the whole slide.
 */
function TrailerButton({ id }: { id: number }) {
  const trailer = useSlideTrailer(id);
  if (!trailer.data?.hasTrailer) return null;
  return (
    <LinkButton to={trailerPath(trailer.data)} variant="outlined">
      <PlayArrowRoundedIcon sx={{ marginInlineStart: -0.5, marginInlineEnd: 0.5 }} />
      {text.trailer}
    </LinkButton>
  );
}
