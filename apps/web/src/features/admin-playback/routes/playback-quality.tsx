import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Link, useSearchParams } from 'react-router';
import { AdminLoadError, AdminLoading, AdminPageHeader, routeId } from '../../admin-shell/index.ts';
import { usePlaybackQuality } from '../api/get-playback-quality.ts';
import { FigureCards } from '../components/figure-cards.tsx';
import { QualityCharts } from '../components/quality-charts.tsx';
import { TopTitlesTable } from '../components/top-titles-table.tsx';
import { adminPlaybackMessages as text } from '../messages.ts';

const WINDOWS = [7, 30] as const;

/**
 * `/admin/playback?days=7|30[&title=id]`: the player's quality reports as charts, site-wide or
 * for one title, with the most played titles (each a link to its own figures).
 */
export function AdminPlaybackQualityPage() {
  const [params, setParams] = useSearchParams();
  const days = params.get('days') === '30' ? 30 : 7;
  const titleId = routeId(params.get('title') ?? undefined) ?? null;
  const query = usePlaybackQuality({ days, titleId });
  const quality = query.data;
  const scoped = quality?.title ?? null;

  const chooseWindow = (value: 7 | 30 | null) => {
    if (value === null) return;
    const next = new URLSearchParams(params);
    next.set('days', String(value));
    setParams(next);
  };

  return (
    <>
      <AdminPageHeader
        title={scoped ? text.titleOf(scoped.titleFa ?? scoped.titleEn) : text.title}
        intro={text.intro}
        actions={
          <>
            {titleId !== null && (
              <Button component={Link} to={`?days=${days}`} variant="outlined">
                {text.wholeSite}
              </Button>
            )}
            <ToggleButtonGroup
              exclusive
              size="small"
              value={days}
              onChange={(_event, value: 7 | 30 | null) => chooseWindow(value)}
              aria-label={text.window}
            >
              {WINDOWS.map((window) => (
                <ToggleButton key={window} value={window}>
                  {text.windows[window]}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </>
        }
      />
      {query.isError && !quality ? (
        <AdminLoadError error={query.error} retry={() => query.refetch()} title={text.loadError} />
      ) : !quality ? (
        <AdminLoading />
      ) : (
        <Box aria-busy={query.isFetching}>
          <FigureCards figures={quality.totals} />
          <QualityCharts daily={quality.daily} />
          <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
            {text.topTitles}
          </Typography>
          <TopTitlesTable rows={quality.topTitles} days={days} />
        </Box>
      )}
    </>
  );
}
