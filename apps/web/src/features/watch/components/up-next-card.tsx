import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { WatchEpisode } from '@pardeh/contract';
import { useId } from 'react';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { formatNumber } from '../../../lib/persian.ts';
import { UP_NEXT_COUNTDOWN_SECONDS } from '../lib/end-of-video.ts';
import { episodePlace, episodeTitle } from '../lib/episode-name.ts';
import { useCountdown } from '../lib/use-countdown.ts';
import { watchMessages as text } from '../messages.ts';
import { aboveControlBar, overlayButtonSx, overlayPanelSx } from './overlay-styles.ts';

interface UpNextCardProps {
  next: WatchEpisode & { path: string };
  /** The episode playing now: the next one's season is named when it differs. */
  current: WatchEpisode;
  autoplay: boolean;
  setAutoplay(on: boolean): void;
  /** The countdown holds while the viewer has paused the video. */
  paused: boolean;
  play(): void;
  dismiss(): void;
}

/**
 * Near the end of an episode: the next one, played after a 10-second countdown unless the
 * viewer cancels or has turned autoplay off (then it waits for «پخش»). Mount it anew for each
 * showing: the count starts from ten.
 */
export function UpNextCard({ next, current, autoplay, setAutoplay, paused, play, dismiss }: UpNextCardProps) {
  const headingId = useId();
  const left = useCountdown(UP_NEXT_COUNTDOWN_SECONDS, autoplay && !paused, play);
  const name =
    next.seasonNumber === current.seasonNumber
      ? episodeTitle(next)
      : `${episodePlace(next)}: ${episodeTitle(next)}`;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      data-up-next
      sx={{
        ...overlayPanelSx,
        position: 'absolute',
        insetInlineEnd: { xs: 8, sm: 16 },
        bottom: aboveControlBar,
        width: { xs: 'calc(100% - 16px)', sm: 340 },
        maxWidth: 360,
        borderRadius: 3,
        p: { xs: 1.25, sm: 2 },
        display: 'grid',
        gap: { xs: 0.75, sm: 1.25 },
        zIndex: 2,
      }}
    >
      <Box>
        {/* A phone's player is short: there the heading and the name share a line. */}
        <Box sx={{ display: { xs: 'flex', sm: 'block' }, alignItems: 'baseline', gap: 1, minWidth: 0 }}>
          <Box
            id={headingId}
            component="h2"
            sx={{ m: 0, flexShrink: 0, fontSize: '0.8rem', fontWeight: 500, color: 'secondary.light' }}
          >
            {text.upNext}
          </Box>
          <Box
            dir="auto"
            className="auto-dir"
            sx={{
              minWidth: 0,
              fontWeight: 700,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {name}
          </Box>
        </Box>
        {autoplay && (
          <>
            <Box
              data-countdown={left}
              aria-hidden
              sx={{ fontSize: '0.85rem', color: 'rgba(255,255,255,0.8)' }}
            >
              {text.upNextIn(formatNumber(left))}
            </Box>
            {/* Said once when the card appears, not every second. */}
            <Box role="status" sx={visuallyHidden}>
              {text.upNextIn(formatNumber(UP_NEXT_COUNTDOWN_SECONDS))}
            </Box>
          </>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Box
          component="button"
          type="button"
          onClick={play}
          sx={{
            ...overlayButtonSx,
            bgcolor: 'common.white',
            color: '#0b0b0d',
            borderColor: 'common.white',
            '&:hover': { bgcolor: 'rgba(255,255,255,0.85)' },
          }}
        >
          <PlayArrowRoundedIcon aria-hidden sx={{ fontSize: 22 }} />
          {text.playNow}
        </Box>
        <Box component="button" type="button" onClick={dismiss} sx={overlayButtonSx}>
          {autoplay ? text.cancel : text.close}
        </Box>
        <FormControlLabel
          control={
            <Switch
              size="small"
              color="secondary"
              checked={autoplay}
              onChange={(event) => setAutoplay(event.target.checked)}
            />
          }
          label={text.autoplayNext}
          sx={{ m: 0, gap: 0.25, '& .MuiFormControlLabel-label': { fontSize: '0.8rem' } }}
        />
      </Box>
    </Box>
  );
}
