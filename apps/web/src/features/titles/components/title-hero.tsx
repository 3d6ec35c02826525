import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { iranianJalaliYear, type TitleDetail } from '@pardeh/contract';
import { imageAtWidth } from '@pardeh/contract/images';
import { Link } from 'react-router';
import { placeholderColors } from '../../../components/poster-image/placeholder-colors.ts';
import { PosterImage } from '../../../components/poster-image/poster-image.tsx';
import { ImdbBadge } from '../../../components/ratings/imdb-badge.tsx';
import { RtMeter } from '../../../components/ratings/rt-meter.tsx';
import { formatJalaliDate, formatNumber, formatTitleYear } from '../../../lib/persian.ts';
import { titleMessages } from '../messages.ts';
import { TitleActions } from './title-actions.tsx';

const dot = (
  <Box component="span" aria-hidden sx={{ color: 'text.disabled' }}>
    •
  </Box>
);

/** The year, and an Iranian title's Solar Hijri year beside it: «۱۳۸۹ (۲۰۱۰)». */
function yearFact(title: TitleDetail, year: number): string {
  const countries = title.countries.map((country) => country.code);
  return formatTitleYear(year, iranianJalaliYear({ year, releaseDate: title.releaseDate, countries }));
}

function Facts({ title }: { title: TitleDetail }) {
  const facts = [
    title.type === 'series' ? titleMessages.series : titleMessages.movie,
    title.year !== null ? yearFact(title, title.year) : null,
    title.runtime !== null ? titleMessages.minutes(formatNumber(title.runtime)) : null,
  ].filter((fact): fact is string => fact !== null);
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        color: 'text.secondary',
        mt: 1.5,
      }}
    >
      {facts.map((fact, index) => (
        <Box component="span" key={fact} sx={{ display: 'inline-flex', gap: 1 }}>
          {index > 0 && dot}
          {fact}
        </Box>
      ))}
      {title.ageRating && (
        <Box
          component="span"
          title={titleMessages.ageRating(title.ageRating)}
          aria-label={titleMessages.ageRating(title.ageRating)}
          sx={{
            px: 0.75,
            border: '1px solid rgba(255,255,255,0.35)',
            borderRadius: 0.75,
            fontSize: '0.8rem',
          }}
        >
          <bdi dir="ltr">{title.ageRating}</bdi>
        </Box>
      )}
    </Box>
  );
}

function Ratings({ title }: { title: TitleDetail }) {
  if (title.rating === null && title.rottenTomatoes.rtMeter === null) return null;
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2.5,
        mt: 2,
        '& [data-imdb-rating], & [data-rt-meter]': { fontSize: '1rem' },
      }}
    >
      {title.rating !== null && (
        <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
          <ImdbBadge rating={title.rating} />
          {title.votes !== null && (
            <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.85rem' }}>
              {titleMessages.votes(formatNumber(title.votes))}
            </Box>
          )}
        </Box>
      )}
      <RtMeter rottenTomatoes={title.rottenTomatoes} />
    </Box>
  );
}

function Genres({ title }: { title: TitleDetail }) {
  if (title.genres.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={titleMessages.genres}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 2 }}
    >
      {title.genres.map((genre) => (
        <li key={genre.id}>
          <Box
            component={Link}
            to={`/?genre=${genre.id}`}
            data-genre-link
            sx={{
              display: 'inline-block',
              px: 1.5,
              py: 0.5,
              borderRadius: 5,
              fontSize: '0.85rem',
              bgcolor: 'rgba(31,191,154,0.12)',
              color: 'secondary.light',
              border: '1px solid rgba(31,191,154,0.35)',
              '&:hover': { bgcolor: 'rgba(31,191,154,0.22)' },
              '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.light', outlineOffset: 2 },
            }}
          >
            {genre.titleFa}
          </Box>
        </li>
      ))}
    </Box>
  );
}

function Places({ title }: { title: TitleDetail }) {
  const rows = [
    { label: titleMessages.countries, value: title.countries.map((country) => country.name).join('، ') },
    { label: titleMessages.languages, value: title.languages.map((language) => language.name).join('، ') },
  ].filter((row) => row.value);
  const badges = [
    title.isDubbed && titleMessages.dubbed,
    title.hasSubtitle && titleMessages.subtitled,
  ].filter(Boolean);
  if (rows.length === 0 && badges.length === 0 && !title.comingSoon) return null;
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 0.75, fontSize: '0.9rem' }}>
      {rows.map((row) => (
        <Box key={row.label}>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {row.label}:{' '}
          </Box>
          {row.value}
        </Box>
      ))}
      {(badges.length > 0 || title.comingSoon) && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {badges.map((badge) => (
            <Box
              component="span"
              key={String(badge)}
              sx={{ px: 1, py: 0.25, borderRadius: 1, bgcolor: 'rgba(255,255,255,0.08)', fontSize: '0.8rem' }}
            >
              {badge}
            </Box>
          ))}
          {title.comingSoon && (
            <Box
              component="span"
              sx={{
                px: 1,
                py: 0.25,
                borderRadius: 1,
                bgcolor: 'rgba(245,197,24,0.15)',
                color: '#f5c518',
                fontSize: '0.8rem',
              }}
            >
              {title.expectedReleaseDate
                ? titleMessages.comingSoon(formatJalaliDate(title.expectedReleaseDate))
                : titleMessages.comingSoonUnknown}
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}

/** The top of the title page: backdrop, poster, names, facts, ratings and actions. */
export function TitleHero({ title }: { title: TitleDetail }) {
  const name = title.titleFa ?? title.titleEn;
  const colors = placeholderColors(title.id);
  const drawn = `linear-gradient(135deg, ${colors.from}, ${colors.to})`;
  // The backdrop at a width for the screen, over the drawn colours (seen while it loads, or if it fails).
  const backdropAt = (width: number) =>
    title.backdrop
      ? `linear-gradient(0deg, #0b0b0d 0%, rgba(11,11,13,0.75) 45%, rgba(11,11,13,0.35) 100%), url("${imageAtWidth(title.backdrop, width)}"), ${drawn}`
      : `linear-gradient(0deg, #0b0b0d 0%, rgba(11,11,13,0.6) 60%, rgba(11,11,13,0.2) 100%), ${drawn}`;
  return (
    <Box component="section" aria-labelledby="title-heading" sx={{ position: 'relative' }}>
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          insetInline: 0,
          top: 0,
          height: { xs: 220, md: 420 },
          backgroundImage: { xs: backdropAt(640), md: backdropAt(1280) },
          backgroundSize: 'cover',
          backgroundPosition: 'center top',
        }}
      />
      <Container maxWidth="lg" sx={{ position: 'relative', pt: { xs: 10, md: 20 } }}>
        {/* One set of elements in a grid whose areas move: on a phone the details go under the poster. */}
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: {
              xs: '120px minmax(0, 1fr)',
              sm: '200px minmax(0, 1fr)',
              md: '260px minmax(0, 1fr)',
            },
            gridTemplateAreas: { xs: '"poster head" "more more"', sm: '"poster head" "poster more"' },
            gridTemplateRows: { sm: 'auto 1fr' },
            columnGap: { xs: 2, md: 4 },
            alignItems: 'start',
          }}
        >
          <Box
            sx={{
              gridArea: 'poster',
              borderRadius: 2,
              overflow: 'hidden',
              boxShadow: '0 16px 40px rgba(0,0,0,0.6)',
            }}
          >
            <PosterImage
              src={title.poster}
              title={name}
              seed={title.id}
              alt={titleMessages.posterAlt(name)}
              sizes="(max-width: 600px) 120px, 260px"
              priority
            />
          </Box>
          <Box sx={{ gridArea: 'head', minWidth: 0, pt: { xs: 4, md: 10 } }}>
            <Typography
              id="title-heading"
              component="h1"
              sx={{ fontSize: { xs: '1.55rem', md: '2.4rem' }, fontWeight: 700, lineHeight: 1.3 }}
            >
              {name}
            </Typography>
            {title.titleFa && (
              <Typography
                lang="en"
                dir="ltr"
                sx={{
                  color: 'text.secondary',
                  fontSize: { xs: '0.95rem', md: '1.15rem' },
                  textAlign: 'end',
                  mt: 0.5,
                }}
              >
                {title.titleEn}
                {/* An Iranian film's original title is its Persian one, already the heading. */}
                {title.originalTitle &&
                  title.originalTitle !== title.titleEn &&
                  title.originalTitle !== title.titleFa &&
                  ` (${title.originalTitle})`}
              </Typography>
            )}
            <Facts title={title} />
          </Box>
          <Box sx={{ gridArea: 'more', minWidth: 0 }}>
            <Ratings title={title} />
            <Genres title={title} />
            <Places title={title} />
            <TitleActions title={title} />
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
