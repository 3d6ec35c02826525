import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type AdminUserFilter, adminUserFilters } from '@pardeh/contract';
import { type FormEvent, useState } from 'react';
import { adminOperationsMessages } from '../../../../messages/admin-operations.ts';

/** Selects share a phone's width side by side; on wider screens each takes what it needs. */
const selectSx = { flex: { xs: '1 1 0', sm: '0 0 auto' }, minWidth: { xs: 0, sm: 150 } };

const text = adminOperationsMessages.users;

export interface UserFilters {
  q?: string;
  filter: AdminUserFilter;
}

/** Search by name, email or id (sent on Enter) and which accounts to show (applied at once). */
export function UserFiltersBar({
  filters,
  onChange,
}: {
  filters: UserFilters;
  onChange(next: UserFilters): void;
}) {
  const [q, setQ] = useState(filters.q ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filters, q: q.trim() || undefined });
  };
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
        sx={{ flex: { xs: '1 1 100%', sm: '0 1 280px' } }}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton type="submit" edge="end" aria-label={adminOperationsMessages.common.search}>
                  <SearchIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        size="small"
        name="filter"
        label={text.filter}
        value={filters.filter}
        onChange={(event) => onChange({ ...filters, filter: event.target.value as AdminUserFilter })}
        sx={selectSx}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        {adminUserFilters.map((filter) => (
          <MenuItem key={filter} value={filter}>
            {text.filters[filter]}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
