import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PersonDetail } from '@pardeh/contract';
import { PersianPagination } from '../../../components/persian-pagination.tsx';
import { TitleCard, TitleCardSkeleton } from '../../../components/title-card/title-card.tsx';
import { formatNumber } from '../../../lib/persian.ts';
import { personMessages } from '../../../messages/person.ts';
import {
  type FilmographyOrder,
  type FilmographyParams,
  type FilmographyRole,
  roleTabs,
} from '../lib/filmography-params.ts';

interface FilmographyProps {
  person: PersonDetail;
  /** True while another page, role or order is loading (the previous one stays on screen). */
  updating: boolean;
  onChange(params: FilmographyParams): void;
}

const chipSx = (selected: boolean) =>
  ({
    minHeight: 40,
    px: 2,
    borderRadius: 5,
    fontFamily: 'inherit',
    fontSize: '0.9rem',
    cursor: 'pointer',
    color: selected ? 'secondary.contrastText' : 'text.primary',
    bgcolor: selected ? 'secondary.main' : 'rgba(255,255,255,0.06)',
    border: '1px solid',
    borderColor: selected ? 'secondary.main' : 'rgba(255,255,255,0.16)',
    '&:hover': { borderColor: 'secondary.light' },
    '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.light', outlineOffset: 2 },
  }) as const;

/** One role's credits at a time (a button per role), sortable by year or votes, paginated. */
export function Filmography({ person, updating, onChange }: FilmographyProps) {
  const { filmography } = person;
  const current: FilmographyParams = {
    role: filmography.role,
    orderBy: filmography.orderBy,
    page: filmography.meta.page,
  };
  const choose = (patch: Partial<FilmographyParams>) => onChange({ ...current, page: 1, ...patch });
  const tabs = roleTabs(person.roles);
  return (
    <Box component="section" aria-labelledby="filmography-heading" sx={{ mt: { xs: 5, md: 7 } }}>
      <Typography
        id="filmography-heading"
        component="h2"
        sx={{ fontWeight: 700, fontSize: { xs: '1.2rem', md: '1.4rem' }, mb: 2 }}
      >
        {personMessages.filmography}
      </Typography>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mb: 3,
        }}
      >
        <Box
          role="group"
          aria-label={personMessages.filmography}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {tabs.map((tab) => (
            <Box
              key={tab.role}
              component="button"
              type="button"
              data-role-tab={tab.role}
              aria-pressed={tab.role === filmography.role}
              onClick={() => choose({ role: tab.role as FilmographyRole })}
              sx={chipSx(tab.role === filmography.role)}
            >
              {personMessages.roleCount(personMessages.roles[tab.role], formatNumber(tab.count))}
            </Box>
          ))}
        </Box>
        <Box
          role="group"
          aria-label={personMessages.sortBy}
          sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
        >
          <Box component="span" aria-hidden sx={{ color: 'text.secondary', fontSize: '0.9rem' }}>
            {personMessages.sortBy}:
          </Box>
          {(['year', 'votes'] as FilmographyOrder[]).map((order) => (
            <Box
              key={order}
              component="button"
              type="button"
              data-order={order}
              aria-pressed={order === filmography.orderBy}
              onClick={() => choose({ orderBy: order })}
              sx={chipSx(order === filmography.orderBy)}
            >
              {order === 'year' ? personMessages.byYear : personMessages.byVotes}
            </Box>
          ))}
        </Box>
      </Box>
      {filmography.data.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{personMessages.noCredits}</Typography>
      ) : (
        <Box
          component="ul"
          aria-busy={updating}
          data-filmography
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              sm: 'repeat(3, minmax(0, 1fr))',
              md: 'repeat(4, minmax(0, 1fr))',
              lg: 'repeat(6, minmax(0, 1fr))',
            },
            columnGap: { xs: 1.5, sm: 2.5 },
            rowGap: { xs: 3, sm: 4 },
            opacity: updating ? 0.6 : 1,
            transition: 'opacity 150ms',
          }}
        >
          {filmography.data.map((entry) => (
            <li key={`${entry.title.id}-${entry.role}-${entry.character ?? ''}`}>
              <TitleCard title={entry.title} />
              {entry.character && (
                <Box sx={{ fontSize: '0.78rem', color: 'text.secondary', mt: 0.5 }}>
                  {personMessages.asCharacter(entry.character)}
                </Box>
              )}
            </li>
          ))}
        </Box>
      )}
      {filmography.meta.lastPage > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
          <PersianPagination
            count={filmography.meta.lastPage}
            page={filmography.meta.page}
            onChange={(_event, page) => onChange({ ...current, page })}
            color="secondary"
          />
        </Box>
      )}
    </Box>
  );
}

export function FilmographySkeleton() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(4, minmax(0, 1fr))',
          lg: 'repeat(6, minmax(0, 1fr))',
        },
        gap: 2.5,
        mt: 6,
      }}
    >
      {Array.from({ length: 6 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <TitleCardSkeleton key={index} />
      ))}
    </Box>
  );
}
