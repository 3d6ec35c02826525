import type { PlaybackQuality } from '@pardeh/contract';
import { Link } from 'react-router';
import { type AdminColumn, AdminTable } from '../../admin-shell/index.ts';
import { formatCount, formatDuration, formatRatio } from '../lib/format-figures.ts';
import { adminPlaybackMessages as text } from '../messages.ts';

type TopTitle = PlaybackQuality['topTitles'][number];

/** The window's most played titles; each name opens that title's own figures. */
export function TopTitlesTable({ rows, days }: { rows: TopTitle[]; days: 7 | 30 }) {
  const columns: AdminColumn<TopTitle>[] = [
    {
      key: 'title',
      label: text.titleColumn,
      render: (row) => (
        <Link to={`?days=${days}&title=${row.title.id}`}>{row.title.titleFa ?? row.title.titleEn}</Link>
      ),
    },
    { key: 'plays', label: text.figures.plays, nowrap: true, render: (row) => formatCount(row.plays) },
    {
      key: 'p50',
      label: text.figures.startupP50,
      nowrap: true,
      render: (row) => formatDuration(row.startupP50Ms),
    },
    {
      key: 'p95',
      label: text.figures.startupP95,
      nowrap: true,
      render: (row) => formatDuration(row.startupP95Ms),
    },
    {
      key: 'rebuffer',
      label: text.figures.rebufferRatio,
      nowrap: true,
      render: (row) => formatRatio(row.rebufferRatio),
    },
    { key: 'errors', label: text.figures.errors, nowrap: true, render: (row) => formatCount(row.errors) },
  ];
  return (
    <AdminTable
      caption={text.topTitlesCaption}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.title.id}
      empty={text.noTitles}
    />
  );
}
