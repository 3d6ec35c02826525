import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';
import { LineChart } from '@mui/x-charts/LineChart';
import type { PlaybackQuality } from '@pardeh/contract';
import type { ReactNode } from 'react';
import { formatCount, formatDay, formatMilliseconds, formatRatio } from '../lib/format-figures.ts';
import { adminPlaybackMessages as text } from '../messages.ts';

const CHART_HEIGHT = 260;

function ChartSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      aria-label={title}
      sx={{
        mb: 3,
        p: 2,
        borderRadius: 3,
        border: '1px solid',
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {/* Time runs left to right, as in every chart the team reads; the labels stay Persian. */}
      <Box dir="ltr">{children}</Box>
    </Box>
  );
}

/**
 * The window's days as three charts: plays and errors, startup p50/p95, rebuffer ratio. Every
 * number on the axes and in the tooltips is written in Persian digits; days are Jalali.
 */
export function QualityCharts({ daily }: { daily: PlaybackQuality['daily'] }) {
  const theme = useTheme();
  const days = daily.map((day) => day.day);
  // Taller than the default 25 px: Vazirmatn's Persian line is higher, and a label that does not
  // fit the axis is cut to nothing.
  const dayAxis = { data: days, scaleType: 'band' as const, valueFormatter: formatDay, height: 36 };
  const pointAxis = { ...dayAxis, scaleType: 'point' as const };
  return (
    <ChartsLocalizationProvider localeText={{ noData: text.noData, loading: text.noData }}>
      <ChartSection title={text.charts.plays}>
        <BarChart
          height={CHART_HEIGHT}
          xAxis={[dayAxis]}
          yAxis={[{ valueFormatter: formatCount, tickMinStep: 1 }]}
          series={[
            {
              label: text.figures.plays,
              data: daily.map((day) => day.plays),
              valueFormatter: formatCount,
              color: theme.palette.secondary.main,
            },
            {
              label: text.figures.errors,
              data: daily.map((day) => day.errors),
              valueFormatter: formatCount,
              color: theme.palette.error.main,
            },
          ]}
        />
      </ChartSection>
      <ChartSection title={text.charts.startup}>
        <LineChart
          height={CHART_HEIGHT}
          xAxis={[pointAxis]}
          yAxis={[{ valueFormatter: formatMilliseconds, width: 56 }]}
          series={[
            {
              label: text.figures.startupP50,
              data: daily.map((day) => day.startupP50Ms),
              valueFormatter: formatMilliseconds,
              color: theme.palette.secondary.main,
            },
            {
              label: text.figures.startupP95,
              data: daily.map((day) => day.startupP95Ms),
              valueFormatter: formatMilliseconds,
              color: theme.palette.warning.main,
            },
          ]}
        />
      </ChartSection>
      <ChartSection title={text.charts.rebuffer}>
        <LineChart
          height={CHART_HEIGHT}
          xAxis={[pointAxis]}
          yAxis={[{ valueFormatter: formatRatio, width: 56 }]}
          series={[
            {
              label: text.figures.rebufferRatio,
              data: daily.map((day) => day.rebufferRatio),
              valueFormatter: formatRatio,
              color: theme.palette.primary.main,
            },
          ]}
        />
      </ChartSection>
    </ChartsLocalizationProvider>
  );
}
