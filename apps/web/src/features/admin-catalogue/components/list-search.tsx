import SearchRounded from '@mui/icons-material/SearchRounded';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { type FormEvent, useEffect, useState } from 'react';
import { adminMessages as text } from '../../admin-shell/index.ts';

interface ListSearchProps {
  label: string;
  /** The search in the address; the field follows it (back button, a link from elsewhere). */
  value: string;
  onSearch(query: string): void;
}

/** A list's search box: searches on Enter or the button, not on every key. */
export function ListSearch({ label, value, onSearch }: ListSearchProps) {
  const [typed, setTyped] = useState(value);
  useEffect(() => setTyped(value), [value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(typed.trim());
  };
  return (
    <search style={{ flex: '1 1 260px', minWidth: 0 }}>
      <form onSubmit={submit}>
        <TextField
          type="search"
          label={label}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          size="small"
          fullWidth
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton type="submit" edge="end" aria-label={text.common.search}>
                    <SearchRounded />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      </form>
    </search>
  );
}
