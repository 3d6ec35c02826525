import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import { useId } from 'react';
import { Link } from 'react-router';
import { PosterImage } from '../../../components/poster-image/poster-image.tsx';
import { useRelatedTitles } from '../../titles/index.ts';
import { displayName } from '../lib/title-name.ts';
import { watchMessages as text } from '../messages.ts';
import { aboveControlBar, overlayButtonSx, overlayPanelSx } from './overlay-styles.ts';

const SHOWN = 4;

/**
 * At the end of a series' last episode (or of a film): a few similar titles to go on with, from
 * the title page's «similar» list. Shows nothing until they arrive, or when there are none.
 */
export function SimilarTitlesCard({
  titleId,
  lastEpisode,
  dismiss,
}: {
  titleId: number;
  lastEpisode: boolean;
  dismiss(): void;
}) {
  const headingId = useId();
  const similar = useRelatedTitles(titleId, 'similar');
  const titles = similar.data?.slice(0, SHOWN) ?? [];
  if (titles.length === 0) return null;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      data-similar-titles
      sx={{
        ...overlayPanelSx,
        position: 'absolute',
        insetInlineEnd: { xs: 8, sm: 16 },
        bottom: aboveControlBar,
        width: { xs: 'calc(100% - 16px)', sm: 360 },
        borderRadius: 3,
        p: { xs: 1, sm: 1.5 },
        zIndex: 2,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {lastEpisode && (
            <Box component="p" sx={{ m: 0, fontSize: '0.8rem', color: 'rgba(255,255,255,0.8)' }}>
              {text.seriesEnded}
            </Box>
          )}
          <Box id={headingId} component="h2" sx={{ m: 0, fontSize: '0.95rem', fontWeight: 700 }}>
            {text.similarTitles}
          </Box>
        </Box>
        <Box
          component="button"
          type="button"
          onClick={dismiss}
          aria-label={text.close}
          sx={{ ...overlayButtonSx, minHeight: 36, width: 36, px: 0, justifyContent: 'center' }}
        >
          <CloseRoundedIcon aria-hidden fontSize="small" />
        </Box>
      </Box>
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gridTemplateColumns: `repeat(${SHOWN}, minmax(0, 1fr))`,
          gap: 1,
          listStyle: 'none',
          m: 0,
          p: 0,
          // A phone's player is short: the posters shrink to fit above the control bar.
          maxWidth: { xs: 240, sm: 'none' },
        }}
      >
        {titles.map((title) => (
          <li key={title.id}>
            <Box
              component={Link}
              to={title.path}
              sx={{
                display: 'block',
                borderRadius: 2,
                '&:focus-visible': {
                  outline: '2px solid',
                  outlineColor: 'secondary.light',
                  outlineOffset: 2,
                },
              }}
            >
              <PosterImage src={title.poster} title={displayName(title)} seed={title.id} sizes="90px" />
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}
