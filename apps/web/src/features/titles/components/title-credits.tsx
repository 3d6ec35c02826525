import Box from '@mui/material/Box';
import type { CreditPerson, TitleDetail } from '@pardeh/contract';
import { Link } from 'react-router';
import { PersonPhoto } from '../../../components/person-photo.tsx';
import { titleMessages } from '../messages.ts';
import { Section } from './section.tsx';

type Credit = CreditPerson & { character?: string | null };

function Avatar({ person }: { person: Credit }) {
  return (
    <Box
      sx={{
        width: 72,
        height: 72,
        flexShrink: 0,
        borderRadius: '50%',
        overflow: 'hidden',
        bgcolor: 'rgba(255,255,255,0.08)',
        display: 'grid',
        placeItems: 'center',
        color: 'text.disabled',
      }}
    >
      <PersonPhoto src={person.image} alt="" sizes="72px" width={72} height={72} iconSize={40} lazy />
    </Box>
  );
}

function PersonLink({ person }: { person: Credit }) {
  const name = person.fullnameFa ?? person.fullnameEn;
  return (
    <Box
      component={Link}
      to={person.path}
      data-person-link
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1,
        width: 104,
        textAlign: 'center',
        borderRadius: 2,
        py: 1,
        '&:hover .credit-name': { color: 'secondary.light' },
        '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.light' },
      }}
    >
      <Avatar person={person} />
      <Box className="credit-name" sx={{ fontSize: '0.85rem', fontWeight: 600, lineHeight: 1.5 }}>
        {name}
      </Box>
      {person.character && (
        <Box sx={{ fontSize: '0.75rem', color: 'text.secondary', lineHeight: 1.5 }}>
          {titleMessages.asCharacter(person.character)}
        </Box>
      )}
    </Box>
  );
}

function PeopleRow({ people, label }: { people: Credit[]; label: string }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        display: 'flex',
        gap: 1,
        listStyle: 'none',
        p: 0,
        m: 0,
        overflowX: 'auto',
        scrollbarWidth: 'thin',
        pb: 1,
      }}
    >
      {people.map((person) => (
        <Box component="li" key={`${person.id}-${person.character ?? ''}`} sx={{ flexShrink: 0 }}>
          <PersonLink person={person} />
        </Box>
      ))}
    </Box>
  );
}

/** Directors, writers and the cast with their pictures and characters, each linking to their page. */
export function TitleCredits({ title }: { title: TitleDetail }) {
  const crew = [
    { key: 'directors', label: titleMessages.directors, people: title.directors },
    { key: 'writers', label: titleMessages.writers, people: title.writers },
  ].filter((group) => group.people.length > 0);
  if (crew.length === 0 && title.cast.length === 0) return null;
  return (
    <>
      {crew.length > 0 && (
        <Section id="title-crew" heading={crew.map((group) => group.label).join(' و ')}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 4, rowGap: 2 }}>
            {crew.map((group) => (
              <PeopleRow key={group.key} people={group.people} label={group.label} />
            ))}
          </Box>
        </Section>
      )}
      {title.cast.length > 0 && (
        <Section id="title-cast" heading={titleMessages.cast}>
          <PeopleRow people={title.cast} label={titleMessages.cast} />
        </Section>
      )}
    </>
  );
}
