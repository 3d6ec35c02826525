import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TitleDetail } from '@pardeh/contract';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { formatJalaliDate, formatNumber } from '../../../lib/persian.ts';
import { watchPath } from '../lib/watch-links.ts';
import { titleMessages } from '../messages.ts';
import { Section } from './section.tsx';

type Season = TitleDetail['seasons'][number];
type Episode = Season['episodes'][number];
type WatchTitle = Pick<TitleDetail, 'id' | 'imdbId' | 'seasons'>;

// A long season (soaps run to 40+ episodes) shows this many until the viewer asks for the rest.
const FIRST_EPISODES = 12;

/** The round-ended buttons of this section: season choice and «show all episodes». */
const pillButtonSx = {
  minHeight: 40,
  px: 2,
  borderRadius: 99,
  cursor: 'pointer',
  fontFamily: 'inherit',
  fontSize: '0.92rem',
} as const;

const seasonLabel = (season: Season) => season.name ?? titleMessages.season(formatNumber(season.number));

function EpisodeCard({ title, episode }: { title: WatchTitle; episode: Episode }) {
  const number = formatNumber(episode.number);
  const name = episode.nameFa ?? episode.nameEn;
  return (
    <Box
      component="li"
      data-episode={episode.number}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        minHeight: 64,
        px: 1.5,
        py: 1.25,
        borderRadius: 2,
        bgcolor: 'rgba(255,255,255,0.04)',
        border: '1px solid rgba(255,255,255,0.08)',
      }}
    >
      <Box
        aria-hidden
        sx={{
          flex: '0 0 auto',
          width: 40,
          height: 40,
          borderRadius: 1.5,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'rgba(255,255,255,0.07)',
          color: 'secondary.light',
          fontWeight: 800,
          fontSize: '1.1rem',
        }}
      >
        {number}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box component="h3" sx={{ m: 0, fontSize: '0.98rem', fontWeight: 600, lineHeight: 1.6 }}>
          {titleMessages.episode(number)}
          {name && (
            <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
              {'، '}
              {episode.nameFa ?? <bdi lang="en">{episode.nameEn}</bdi>}
            </Box>
          )}
        </Box>
        <Box
          component="p"
          sx={{
            m: 0,
            color: 'text.secondary',
            fontSize: '0.82rem',
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1.5,
          }}
        >
          {episode.airDate && <span>{formatJalaliDate(episode.airDate)}</span>}
          {episode.runtime !== null && <span>{titleMessages.minutes(formatNumber(episode.runtime))}</span>}
          {episode.filesCount > 0 && (
            <span>{titleMessages.episodeFiles(formatNumber(episode.filesCount))}</span>
          )}
        </Box>
        {episode.plot && (
          <Typography sx={{ color: 'text.secondary', mt: 0.5, lineHeight: 1.8, fontSize: '0.88rem' }}>
            {episode.plot}
          </Typography>
        )}
      </Box>
      {episode.fileId !== null && (
        <Box
          component={Link}
          to={watchPath(title, episode.fileId)}
          aria-label={titleMessages.watchEpisode(number)}
          sx={{
            flex: '0 0 auto',
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.5,
            minHeight: 40,
            px: 1.5,
            borderRadius: 99,
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
            fontWeight: 700,
            fontSize: '0.9rem',
            textDecoration: 'none',
            '&:hover': { bgcolor: 'secondary.light' },
          }}
        >
          <PlayArrowRoundedIcon fontSize="small" />
          <span>{titleMessages.watch}</span>
        </Box>
      )}
    </Box>
  );
}

function SeasonPicker({
  seasons,
  selected,
  onSelect,
}: {
  seasons: Season[];
  selected: Season;
  onSelect(id: number): void;
}) {
  return (
    <Box
      role="group"
      aria-label={titleMessages.chooseSeason}
      sx={{
        display: 'flex',
        gap: 1,
        mb: 2,
        pb: 0.5,
        overflowX: 'auto',
        scrollbarWidth: 'thin',
      }}
    >
      {seasons.map((season) => {
        const active = season.id === selected.id;
        return (
          <Box
            key={season.id}
            component="button"
            type="button"
            aria-pressed={active}
            data-season={season.number}
            onClick={() => onSelect(season.id)}
            sx={{
              flex: '0 0 auto',
              ...pillButtonSx,
              fontWeight: active ? 700 : 500,
              color: active ? '#111' : 'text.primary',
              bgcolor: active ? 'common.white' : 'rgba(255,255,255,0.06)',
              border: '1px solid',
              borderColor: active ? 'common.white' : 'rgba(255,255,255,0.18)',
              '&:hover': { borderColor: 'common.white' },
            }}
          >
            {seasonLabel(season)}
          </Box>
        );
      })}
    </Box>
  );
}

/**
 * A series' seasons: a row of season buttons (scrolling sideways when there are many) and the
 * chosen season's episodes, numbered, with a watch action on those that have files. Long seasons
 * show their first episodes until the viewer asks for all.
 */
export function TitleSeasons({ title }: { title: WatchTitle }) {
  const { seasons } = title;
  const [selectedId, setSelectedId] = useState(seasons[0]?.id);
  const [showAll, setShowAll] = useState(false);
  const listId = useId();
  const season = seasons.find((item) => item.id === selectedId) ?? seasons[0];
  if (!season) return null;
  const episodes = showAll ? season.episodes : season.episodes.slice(0, FIRST_EPISODES);
  const hidden = season.episodes.length - episodes.length;
  const select = (id: number) => {
    setSelectedId(id);
    setShowAll(false);
  };
  return (
    <Section id="title-seasons" heading={titleMessages.seasons}>
      {seasons.length > 1 && <SeasonPicker seasons={seasons} selected={season} onSelect={select} />}
      <Typography component="p" sx={{ mb: 1.5, color: 'text.secondary' }} aria-live="polite">
        {seasonLabel(season)}
        {season.episodes.length > 0 &&
          `، ${titleMessages.episodesCount(formatNumber(season.episodes.length))}`}
        {season.airDate && `، ${formatJalaliDate(season.airDate)}`}
      </Typography>
      {season.episodes.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{titleMessages.noEpisodes}</Typography>
      ) : (
        <Box
          component="ol"
          id={listId}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1.25,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {episodes.map((episode) => (
            <EpisodeCard key={episode.id} title={title} episode={episode} />
          ))}
        </Box>
      )}
      {(hidden > 0 || showAll) && season.episodes.length > FIRST_EPISODES && (
        <Box
          component="button"
          type="button"
          aria-expanded={showAll}
          aria-controls={listId}
          onClick={() => setShowAll(!showAll)}
          sx={{
            mt: 1.5,
            ...pillButtonSx,
            color: 'text.primary',
            bgcolor: 'transparent',
            border: '1px solid rgba(255,255,255,0.3)',
            '&:hover': { borderColor: 'common.white' },
          }}
        >
          {showAll
            ? titleMessages.fewerEpisodes
            : titleMessages.allEpisodes(formatNumber(season.episodes.length))}
        </Box>
      )}
    </Section>
  );
}
