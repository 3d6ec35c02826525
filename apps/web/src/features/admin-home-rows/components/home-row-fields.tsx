import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type AdminCollection, type AdminGenre, titleOrders } from '@pardeh/contract';
import { formatNumber } from '../../../lib/persian.ts';
import { showEmptyOption } from '../../admin-shell/index.ts';
import type { HomeRowDraft, ListingFiltersDraft } from '../lib/home-row-draft.ts';
import { adminHomeRowsMessages } from '../messages.ts';

const text = adminHomeRowsMessages.homeRows;

interface HomeRowFieldsProps {
  row: HomeRowDraft;
  errors: Record<string, string> | undefined;
  collections: AdminCollection[];
  genres: AdminGenre[];
  onChange(row: HomeRowDraft): void;
}

/** What a row shows, by kind: a listing's name and filters, a collection, or nothing to set. */
export function HomeRowFields({ row, errors = {}, collections, genres, onChange }: HomeRowFieldsProps) {
  const id = (field: string) => `${row.key}-${field}`;
  const kindLine = (
    <Typography component="span" variant="body2" sx={{ color: 'secondary.light', fontWeight: 700 }}>
      {text.kinds[row.kind]}
    </Typography>
  );
  if (row.kind === 'coming-soon' || row.kind === 'continue-watching') {
    return (
      <Box>
        {kindLine}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {text.kindHints[row.kind]}
        </Typography>
        {errors.kind && (
          <Typography variant="body2" role="alert" sx={{ color: 'error.light' }}>
            {errors.kind}
          </Typography>
        )}
      </Box>
    );
  }
  if (row.kind === 'collection') {
    const picked = collections.find((collection) => collection.id === row.collectionId);
    return (
      <Box sx={{ display: 'grid', gap: 1 }}>
        {kindLine}
        <TextField
          select
          size="small"
          id={id('collection')}
          label={text.collection}
          value={row.collectionId ?? ''}
          onChange={(event) => onChange({ ...row, collectionId: Number(event.target.value) })}
          error={Boolean(errors.collectionId)}
          helperText={errors.collectionId || (picked?.titlesCount === 0 ? text.emptyCollection : undefined)}
          sx={{ maxWidth: 420 }}
        >
          {collections.map((collection) => (
            <MenuItem key={collection.id} value={collection.id}>
              {collection.nameFa} (
              {adminHomeRowsMessages.collections.titlesCount(formatNumber(collection.titlesCount))})
            </MenuItem>
          ))}
        </TextField>
      </Box>
    );
  }
  const setFilter = <Key extends keyof ListingFiltersDraft>(key: Key, value: ListingFiltersDraft[Key]) =>
    onChange({ ...row, filters: { ...row.filters, [key]: value } });
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {kindLine}
      <TextField
        size="small"
        id={id('titleFa')}
        label={text.rowTitle}
        value={row.titleFa}
        onChange={(event) => onChange({ ...row, titleFa: event.target.value })}
        error={Boolean(errors.titleFa)}
        helperText={errors.titleFa}
        sx={{ maxWidth: 420 }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        <TextField
          select
          slotProps={showEmptyOption}
          size="small"
          id={id('order_by')}
          label={text.orderBy}
          value={row.filters.order_by}
          onChange={(event) => setFilter('order_by', event.target.value)}
          error={Boolean(errors.order_by)}
          helperText={errors.order_by}
          sx={{ minWidth: 150 }}
        >
          <MenuItem value="">{text.orders.votes}</MenuItem>
          {titleOrders
            .filter((order) => order !== 'votes')
            .map((order) => (
              <MenuItem key={order} value={order}>
                {text.orders[order]}
              </MenuItem>
            ))}
        </TextField>
        <TextField
          select
          slotProps={showEmptyOption}
          size="small"
          id={id('type')}
          label={text.type}
          value={row.filters.type}
          onChange={(event) => setFilter('type', event.target.value)}
          sx={{ minWidth: 120 }}
        >
          <MenuItem value="">{text.types.all}</MenuItem>
          <MenuItem value="movie">{text.types.movie}</MenuItem>
          <MenuItem value="series">{text.types.series}</MenuItem>
        </TextField>
        <TextField
          select
          slotProps={showEmptyOption}
          size="small"
          id={id('genre')}
          label={text.genre}
          value={row.filters.genre}
          onChange={(event) => setFilter('genre', event.target.value)}
          error={Boolean(errors.genre)}
          helperText={errors.genre}
          sx={{ minWidth: 150 }}
        >
          <MenuItem value="">{text.anyGenre}</MenuItem>
          {genres.map((genre) => (
            <MenuItem key={genre.id} value={genre.slug}>
              {genre.nameFa}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          id={id('year_from')}
          label={text.yearFrom}
          value={row.filters.year_from}
          onChange={(event) => setFilter('year_from', event.target.value)}
          error={Boolean(errors.year_from)}
          helperText={errors.year_from}
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric' } }}
          sx={{ width: 110 }}
        />
        <TextField
          size="small"
          id={id('year_to')}
          label={text.yearTo}
          value={row.filters.year_to}
          onChange={(event) => setFilter('year_to', event.target.value)}
          error={Boolean(errors.year_to)}
          helperText={errors.year_to}
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric' } }}
          sx={{ width: 110 }}
        />
        <FormControlLabel
          control={
            <Switch
              checked={row.filters.is_dubbed}
              onChange={(event) => setFilter('is_dubbed', event.target.checked)}
              color="secondary"
            />
          }
          label={text.dubbed}
        />
      </Box>
    </Box>
  );
}
