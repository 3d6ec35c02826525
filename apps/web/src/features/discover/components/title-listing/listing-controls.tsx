import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { titleOrders } from '@pardeh/contract';
import { listingMessages } from '../../../../messages/listing.ts';
import { useGenres } from '../../../categories/index.ts';
import type { ListingFilters, ListingType } from '../../lib/listing-filters.ts';
import { isTitleOrder } from '../../lib/listing-params.ts';
import { YearField } from './year-field.tsx';

const listingTypes: ListingType[] = ['all', 'movie', 'series'];
const ANY = '';

interface ListingControlsProps {
  filters: ListingFilters;
  onChange: (change: Partial<ListingFilters>) => void;
  /** /tv lists series only, so it has no type control. */
  showType: boolean;
}

/** The active filters as controls; each change becomes a new URL (shareable, and Back undoes it). */
export function ListingControls({ filters, onChange, showType }: ListingControlsProps) {
  const genres = useGenres();
  const selectProps = { size: 'small', select: true } as const;
  return (
    <Box
      role="group"
      aria-label={listingMessages.filters}
      data-listing-controls
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(4, minmax(0, 1fr))',
          lg: '2fr repeat(4, 1fr)',
        },
        gap: 1.5,
        alignItems: 'center',
      }}
    >
      <Box
        component="form"
        key={filters.q}
        role="search"
        sx={{ gridColumn: { xs: '1 / -1', lg: 'auto' } }}
        onSubmit={(event) => {
          event.preventDefault();
          const value = new FormData(event.currentTarget).get('q');
          onChange({ q: typeof value === 'string' ? value : '' });
        }}
      >
        <TextField
          name="q"
          size="small"
          fullWidth
          defaultValue={filters.q}
          label={listingMessages.query}
          slotProps={{
            htmlInput: { 'data-listing-control': 'q', enterKeyHint: 'search' },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <TextField
        {...selectProps}
        label={listingMessages.sort}
        value={filters.orderBy}
        onChange={(event) => isTitleOrder(event.target.value) && onChange({ orderBy: event.target.value })}
        slotProps={{ select: { SelectDisplayProps: { 'data-listing-control': 'order_by' } as object } }}
      >
        {titleOrders.map((order) => (
          <MenuItem key={order} value={order}>
            {listingMessages.orders[order]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...selectProps}
        label={listingMessages.genre}
        value={filters.genre ?? ANY}
        onChange={(event) => onChange({ genre: event.target.value || null })}
        slotProps={{ select: { SelectDisplayProps: { 'data-listing-control': 'genre' } as object } }}
      >
        <MenuItem value={ANY}>{listingMessages.allGenres}</MenuItem>
        {/* Until the list arrives, the URL's genre stays selectable so the control shows a value. */}
        {!genres.data && filters.genre && <MenuItem value={filters.genre}>{filters.genre}</MenuItem>}
        {genres.data?.map((genre) => (
          <MenuItem key={genre.id} value={genre.slug}>
            {genre.titleFa}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        <YearField
          label={listingMessages.yearFrom}
          control="year_from"
          bound="from"
          value={filters.yearFrom}
          onChange={(yearFrom) =>
            onChange({
              yearFrom,
              yearTo: yearFrom && filters.yearTo && filters.yearTo < yearFrom ? null : filters.yearTo,
            })
          }
        />
        <YearField
          label={listingMessages.yearTo}
          control="year_to"
          bound="to"
          value={filters.yearTo}
          min={filters.yearFrom}
          onChange={(yearTo) => onChange({ yearTo })}
        />
      </Box>
      <FormControlLabel
        sx={{ m: 0, justifySelf: 'start' }}
        control={
          <Switch
            color="secondary"
            checked={filters.isDubbed}
            onChange={(event) => onChange({ isDubbed: event.target.checked })}
            slotProps={{ input: { 'data-listing-control': 'is_dubbed' } as object }}
          />
        }
        label={listingMessages.dubbed}
      />
      {showType && (
        <ToggleButtonGroup
          exclusive
          size="small"
          color="secondary"
          value={filters.type}
          aria-label={listingMessages.type}
          onChange={(_, type: ListingType | null) => type && onChange({ type })}
          sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, '& .MuiToggleButton-root': { flex: 1, py: 0.6 } }}
        >
          {listingTypes.map((type) => (
            <ToggleButton key={type} value={type} data-listing-type={type}>
              {listingMessages.types[type]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
    </Box>
  );
}

export function ClearFiltersButton({ onClear }: { onClear: () => void }) {
  return (
    <Button variant="text" color="secondary" size="small" onClick={onClear}>
      {listingMessages.clear}
    </Button>
  );
}
