import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  type AdminRequestsQuery,
  adminRequestSorts,
  contentRequestStatuses,
  titleTypeSchema,
} from '@pardeh/contract';
import { type FormEvent, useState } from 'react';
import { adminOperationsMessages } from '../../../../messages/admin-operations.ts';

/** Selects share a phone's width side by side; on wider screens each takes what it needs. */
const selectSx = { flex: { xs: '1 1 0', sm: '0 0 auto' }, minWidth: { xs: 0, sm: 150 } };

const text = adminOperationsMessages.requests;
const common = adminOperationsMessages.common;

export type RequestFilters = Pick<AdminRequestsQuery, 'status' | 'type' | 'q' | 'sort'>;

interface RequestFiltersProps {
  filters: RequestFilters;
  onChange(next: RequestFilters): void;
}

/** Search (sent on Enter) and the status, type and order selects (applied at once). */
export function RequestFiltersBar({ filters, onChange }: RequestFiltersProps) {
  const [q, setQ] = useState(filters.q ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filters, q: q.trim() || undefined });
  };
  const select = (name: 'status' | 'type' | 'sort', label: string, options: Array<[string, string]>) => (
    <TextField
      select
      size="small"
      name={name}
      label={label}
      value={filters[name] ?? ''}
      onChange={(event) => onChange({ ...filters, [name]: event.target.value || undefined })}
      sx={selectSx}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      {options.map(([value, optionLabel]) => (
        <MenuItem key={value} value={value}>
          {optionLabel}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Box
      component="form"
      role="search"
      onSubmit={submit}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1.5,
        mb: 2.5,
      }}
    >
      <TextField
        size="small"
        name="q"
        type="search"
        label={text.searchLabel}
        value={q}
        onChange={(event) => setQ(event.target.value)}
        sx={{ flex: { xs: '1 1 100%', sm: '0 1 260px' } }}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton type="submit" edge="end" aria-label={common.search}>
                  <SearchIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      {select('status', text.status, [
        ['', common.all],
        ...contentRequestStatuses.map((status): [string, string] => [status, text.statuses[status]]),
      ])}
      {select('type', text.type, [
        ['', common.all],
        ...titleTypeSchema.options.map((type): [string, string] => [type, common.types[type]]),
      ])}
      {select(
        'sort',
        text.sort,
        adminRequestSorts.map((sort): [string, string] => [sort, text.sorts[sort]]),
      )}
    </Box>
  );
}
