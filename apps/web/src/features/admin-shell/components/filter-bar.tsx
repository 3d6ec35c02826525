import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type FormEvent, type ReactNode, useState } from 'react';
import { adminMessages } from '../messages.ts';

const barSx = { display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2.5 } as const;

/** Selects share a phone's width side by side; on wider screens each takes what it needs. */
const selectSx = { flex: { xs: '1 1 0', sm: '0 0 auto' }, minWidth: { xs: 0, sm: 150 } };

interface FilterSelectProps {
  name: string;
  label: string;
  value: string;
  /** Each choice's value and label, in order. */
  options: ReadonlyArray<readonly [string, string]>;
  /** A first choice «همه» with no value: the list is not filtered by this. */
  all?: boolean;
  onChange(value: string): void;
}

/** One of a list's filters: a small select, applied as soon as it changes. */
export function FilterSelect({ name, label, value, options, all = false, onChange }: FilterSelectProps) {
  const choices = all ? [['', adminMessages.common.all] as const, ...options] : options;
  return (
    <TextField
      select
      size="small"
      name={name}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={selectSx}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      {choices.map(([optionValue, optionLabel]) => (
        <MenuItem key={optionValue} value={optionValue}>
          {optionLabel}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A list's filters (its selects) in a row that wraps. */
export function FilterBar({ children }: { children: ReactNode }) {
  return <Box sx={barSx}>{children}</Box>;
}

interface SearchFilterBarProps {
  /** The search field's label, and its width beside the selects on wider screens. */
  label: string;
  width: number;
  query: string | undefined;
  /** The trimmed search, or undefined for none. */
  onSearch(query: string | undefined): void;
  /** The selects after the search field. */
  children: ReactNode;
}

/** A list's search (sent on Enter or the button) and its selects (applied at once), in a row that wraps. */
export function SearchFilterBar({ label, width, query, onSearch, children }: SearchFilterBarProps) {
  const [typed, setTyped] = useState(query ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(typed.trim() || undefined);
  };
  return (
    <Box component="form" role="search" onSubmit={submit} sx={barSx}>
      <TextField
        size="small"
        name="q"
        type="search"
        label={label}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        sx={{ flex: { xs: '1 1 100%', sm: `0 1 ${width}px` } }}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton type="submit" edge="end" aria-label={adminMessages.common.search}>
                  <SearchIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      {children}
    </Box>
  );
}
