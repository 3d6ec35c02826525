import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { TitleResult } from '@pardeh/contract';
import { useEffect, useState } from 'react';
import { formatYear } from '../../../lib/persian.ts';
import { useTitlePicker } from '../api/search-public-titles.ts';
import { adminModerationMessages } from '../messages.ts';

const text = adminModerationMessages.requests;

/** Typing pauses this long before the search is sent, so each keystroke is not a request. */
const SETTLE_MS = 300;

interface TitlePickerProps {
  value: TitleResult | null;
  onChange(title: TitleResult | null): void;
  error?: string;
  /** What the request asked for: the search starts from it. */
  initialQuery: string;
}

const label = (title: TitleResult) =>
  [
    title.titleFa ?? title.titleEn,
    title.titleFa ? title.titleEn : null,
    title.year ? formatYear(title.year) : null,
  ]
    .filter(Boolean)
    .join(' · ');

/** Picks a catalogue title by the public search (names in either language, or an IMDb id). */
export function TitlePicker({ value, onChange, error, initialQuery }: TitlePickerProps) {
  const [input, setInput] = useState(initialQuery);
  const [query, setQuery] = useState(initialQuery.trim());
  useEffect(() => {
    const timer = setTimeout(() => setQuery(input.trim()), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const results = useTitlePicker(query);

  return (
    <Autocomplete
      value={value}
      onChange={(_, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_, next, reason) => {
        // Choosing an option writes its label into the box; keep searching what was typed.
        if (reason !== 'reset') setInput(next);
      }}
      options={results.data ?? []}
      filterOptions={(options) => options}
      getOptionLabel={label}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      loading={results.isFetching}
      noOptionsText={query ? text.titlePickerEmpty : text.titlePickerTyping}
      renderOption={({ key, ...props }, title) => (
        <Box component="li" key={key} {...props} data-title-option={title.id}>
          {label(title)}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          name="titleId"
          label={text.titlePicker}
          error={Boolean(error)}
          helperText={error ?? text.titlePickerHint}
        />
      )}
    />
  );
}
