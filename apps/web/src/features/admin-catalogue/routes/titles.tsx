import EditRounded from '@mui/icons-material/EditRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type AdminTitleRow, adminTitlesQuerySchema } from '@pardeh/contract';
import { Link } from 'react-router';
import { ListPageNumbers } from '../../../components/persian-pagination.tsx';
import { PosterImage } from '../../../components/poster-image/poster-image.tsx';
import { formatNumber, formatYear } from '../../../lib/persian.ts';
import {
  type AdminColumn,
  AdminLoadError,
  AdminLoading,
  AdminPageHeader,
  AdminTable,
  adminMessages,
  formatJalaliDateTime,
  showEmptyOption,
  useListFilters,
} from '../../admin-shell/index.ts';
import { useAdminTitles } from '../api/list-titles.ts';
import { ListSearch } from '../components/list-search.tsx';
import { adminCatalogueMessages } from '../messages.ts';

const text = adminCatalogueMessages.titles;

const columns: AdminColumn<AdminTitleRow>[] = [
  {
    key: 'poster',
    label: text.columns.poster,
    render: (title) => (
      <Box sx={{ width: 40 }}>
        <PosterImage src={title.poster} title={title.titleFa ?? title.titleEn} seed={title.id} sizes="40px" />
      </Box>
    ),
  },
  {
    key: 'name',
    label: text.columns.name,
    render: (title) => (
      <Box sx={{ minWidth: 160 }}>
        <Typography
          component={Link}
          to={`/admin/titles/${title.id}`}
          sx={{ fontWeight: 700, '&:hover': { color: 'secondary.light' } }}
        >
          {title.titleFa ?? text.noPersianName}
        </Typography>
        <Typography variant="body2" dir="ltr" sx={{ color: 'text.secondary', textAlign: 'end' }}>
          {title.titleEn}
        </Typography>
      </Box>
    ),
  },
  { key: 'type', label: text.columns.type, nowrap: true, render: (title) => text.types[title.type] },
  {
    key: 'year',
    label: text.columns.year,
    render: (title) => (title.year ? formatYear(title.year) : adminMessages.common.none),
  },
  {
    key: 'updated',
    label: text.columns.updated,
    nowrap: true,
    render: (title) => formatJalaliDateTime(title.updatedAt),
  },
  {
    key: 'actions',
    label: text.columns.actions,
    render: (title) => (
      <Button
        component={Link}
        to={`/admin/titles/${title.id}`}
        size="small"
        color="secondary"
        startIcon={<EditRounded />}
      >
        {adminMessages.common.edit}
      </Button>
    ),
  },
];

/** `/admin/titles`: the catalogue searched by name, id or IMDb id, each title a link to its editor. */
export function AdminTitlesPage() {
  const [filters, setFilters] = useListFilters(adminTitlesQuerySchema);
  const titles = useAdminTitles({ q: filters.q, type: filters.type, page: filters.page });
  return (
    <>
      <AdminPageHeader title={text.title} intro={text.intro} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2.5 }}>
        <ListSearch label={text.searchLabel} value={filters.q ?? ''} onSearch={(q) => setFilters({ q })} />
        <TextField
          select
          slotProps={showEmptyOption}
          size="small"
          label={text.type}
          value={filters.type ?? ''}
          onChange={(event) => setFilters({ type: event.target.value })}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="">{text.all}</MenuItem>
          <MenuItem value="movie">{text.types.movie}</MenuItem>
          <MenuItem value="series">{text.types.series}</MenuItem>
        </TextField>
      </Box>
      {titles.isError && !titles.data ? (
        <AdminLoadError error={titles.error} retry={() => titles.refetch()} title={text.loadError} />
      ) : !titles.data ? (
        <AdminLoading />
      ) : (
        <>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            {adminMessages.common.count(formatNumber(titles.data.meta.total))}
          </Typography>
          <AdminTable
            caption={text.caption}
            columns={columns}
            rows={titles.data.data}
            rowKey={(title) => title.id}
            empty={text.empty}
          />
          <ListPageNumbers
            lastPage={titles.data.meta.lastPage}
            page={titles.data.meta.page}
            onChange={(page) => setFilters({ page })}
          />
        </>
      )}
    </>
  );
}
