import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PersonDetail } from '@pardeh/contract';
import { Link } from 'react-router';
import { PersonPhoto } from '../../../components/person-photo.tsx';
import { formatJalaliDate, formatNumber, formatYear } from '../../../lib/persian.ts';
import { personMessages } from '../../../messages/person.ts';
import { ageInYears } from '../lib/filmography-params.ts';

function Dates({ person }: { person: PersonDetail }) {
  const age = ageInYears(person.birthDate, person.deathDate);
  const rows: Array<{ label: string; value: string } | null> = [
    person.birthDate
      ? {
          label: personMessages.born,
          value: `${formatJalaliDate(person.birthDate)}${age !== null && !person.deathDate ? ` (${personMessages.age(formatNumber(age))})` : ''}`,
        }
      : null,
    person.deathDate
      ? {
          label: personMessages.died,
          value: `${formatJalaliDate(person.deathDate)}${age !== null ? ` (${personMessages.age(formatNumber(age))})` : ''}`,
        }
      : null,
  ];
  const shown = rows.filter((row) => row !== null);
  if (shown.length === 0) return null;
  return (
    <Box
      component="dl"
      sx={{ m: 0, mt: 2, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5 }}
    >
      {shown.map((row) => (
        <Box key={row.label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            {row.label}
          </Box>
          <Box component="dd" sx={{ m: 0 }}>
            {row.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function BestKnown({ person }: { person: PersonDetail }) {
  const items = [
    person.bestStarred && { label: personMessages.bestStarred, title: person.bestStarred },
    person.bestDirected && { label: personMessages.bestDirected, title: person.bestDirected },
  ].filter((item) => !!item);
  if (items.length === 0) return null;
  return (
    <Box sx={{ mt: 1.5, display: 'grid', gap: 0.5, fontSize: '0.9rem' }}>
      {items.map((item) => (
        <Box key={item.label}>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {item.label}:{' '}
          </Box>
          {/* A title reference has no slug: the title page redirects to its canonical path. */}
          <Box
            component={Link}
            to={`/titles/${item.title.id}/-`}
            // Underlined: in a line of text, colour alone does not mark a link (axe: link-in-text-block).
            sx={{ color: 'secondary.light', textDecoration: 'underline', textUnderlineOffset: '0.2em' }}
          >
            {item.title.titleFa ?? item.title.titleEn}
            {item.title.year !== null && ` (${formatYear(item.title.year)})`}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** Picture, Persian and English names, dates in the Jalali calendar, best-known work and biography. */
export function PersonHeader({ person }: { person: PersonDetail }) {
  const name = person.fullnameFa ?? person.fullnameEn;
  const bio = person.bioFa ?? person.bioEn;
  return (
    <Box
      component="section"
      aria-labelledby="person-heading"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '112px minmax(0, 1fr)', sm: '200px minmax(0, 1fr)' },
        gap: { xs: 2, sm: 4 },
        alignItems: 'start',
      }}
    >
      <Box
        sx={{
          aspectRatio: '2 / 3',
          borderRadius: 3,
          overflow: 'hidden',
          bgcolor: 'rgba(255,255,255,0.06)',
          display: 'grid',
          placeItems: 'center',
          color: 'text.disabled',
        }}
      >
        <PersonPhoto
          src={person.image}
          alt={personMessages.imageAlt(name)}
          sizes="(max-width: 599px) 112px, 200px"
          width={200}
          height={300}
          iconSize={72}
        />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography
          id="person-heading"
          lang={person.fullnameFa ? undefined : 'en'}
          component="h1"
          sx={{ fontSize: { xs: '1.5rem', md: '2.2rem' }, fontWeight: 800 }}
        >
          {name}
        </Typography>
        {person.fullnameFa && (
          <Typography
            lang="en"
            dir="ltr"
            sx={{ color: 'text.secondary', textAlign: 'end', fontSize: { xs: '0.95rem', md: '1.1rem' } }}
          >
            {person.fullnameEn}
          </Typography>
        )}
        <Typography sx={{ color: 'secondary.light', mt: 1 }}>
          {person.roles.map((item) => personMessages.roles[item.role]).join('، ')}
        </Typography>
        <Dates person={person} />
        <BestKnown person={person} />
      </Box>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.15rem', mb: 1 }}>
          {personMessages.biography}
        </Typography>
        {bio ? (
          <Typography
            lang={person.bioFa ? undefined : 'en'}
            dir={person.bioFa ? undefined : 'ltr'}
            sx={{ lineHeight: 2, maxWidth: 860, whiteSpace: 'pre-line' }}
          >
            {bio}
          </Typography>
        ) : (
          <Typography sx={{ color: 'text.secondary' }}>{personMessages.noBiography}</Typography>
        )}
      </Box>
    </Box>
  );
}
