import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TitleDetail } from '@pardeh/contract';
import { useId, useState } from 'react';
import { formatJalaliDate, formatNumber } from '../../../lib/persian.ts';
import { titleMessages } from '../../../messages/title.ts';
import { Section } from './section.tsx';

type Season = TitleDetail['seasons'][number];

function EpisodeList({ season }: { season: Season }) {
  if (season.episodes.length === 0) {
    return <Typography sx={{ color: 'text.secondary' }}>{titleMessages.noEpisodes}</Typography>;
  }
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.25 }}>
      {season.episodes.map((episode) => (
        <Box
          component="li"
          key={episode.id}
          data-episode={episode.number}
          sx={{
            p: 2,
            borderRadius: 2,
            bgcolor: 'rgba(255,255,255,0.04)',
            border: '1px solid rgba(255,255,255,0.08)',
          }}
        >
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 1.5 }}>
            <Box component="span" sx={{ color: 'secondary.light', fontWeight: 700 }}>
              {titleMessages.episode(formatNumber(episode.number))}
            </Box>
            <Box component="h3" sx={{ m: 0, fontSize: '1rem', fontWeight: 600 }}>
              {episode.nameFa ?? <bdi lang="en">{episode.nameEn}</bdi>}
            </Box>
            <Box
              component="span"
              sx={{ color: 'text.secondary', fontSize: '0.85rem', display: 'flex', gap: 1.5 }}
            >
              {episode.airDate && <span>{formatJalaliDate(episode.airDate)}</span>}
              {episode.runtime !== null && (
                <span>{titleMessages.minutes(formatNumber(episode.runtime))}</span>
              )}
              {episode.filesCount > 0 && (
                <span>{titleMessages.episodeFiles(formatNumber(episode.filesCount))}</span>
              )}
            </Box>
          </Box>
          {episode.plot && (
            <Typography sx={{ color: 'text.secondary', mt: 1, lineHeight: 1.9, fontSize: '0.9rem' }}>
              {episode.plot}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}

/** A series' seasons: a season picker (when there are several) and that season's episodes. */
export function TitleSeasons({ seasons }: { seasons: Season[] }) {
  const [selectedId, setSelectedId] = useState(seasons[0]?.id);
  const selectId = useId();
  const season = seasons.find((item) => item.id === selectedId) ?? seasons[0];
  if (!season) return null;
  return (
    <Section id="title-seasons" heading={titleMessages.seasons}>
      {seasons.length > 1 && (
        <Box sx={{ mb: 2, display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <label htmlFor={selectId}>{titleMessages.chooseSeason}</label>
          <Box
            component="select"
            id={selectId}
            value={season.id}
            onChange={(event: React.ChangeEvent<HTMLSelectElement>) =>
              setSelectedId(Number(event.target.value))
            }
            sx={{
              minHeight: 40,
              px: 1.5,
              borderRadius: 1.5,
              bgcolor: '#17171b',
              color: 'text.primary',
              border: '1px solid rgba(255,255,255,0.2)',
              fontFamily: 'inherit',
              fontSize: '0.95rem',
            }}
          >
            {seasons.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name ?? titleMessages.season(formatNumber(item.number))}
              </option>
            ))}
          </Box>
        </Box>
      )}
      {seasons.length === 1 && (
        <Typography component="p" sx={{ mb: 1.5, color: 'text.secondary' }}>
          {season.name ?? titleMessages.season(formatNumber(season.number))}
        </Typography>
      )}
      <EpisodeList season={season} />
    </Section>
  );
}
