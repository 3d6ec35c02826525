import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AdminTitleRow } from '@pardeh/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { formatYear } from '../../../lib/persian.ts';
import { adminTitlesQueryOptions } from '../../admin-catalogue/index.ts';
import { adminHomeRowsMessages } from '../messages.ts';

const text = adminHomeRowsMessages.collectionEdit;

interface TitleSearchPickerProps {
  /** Titles already picked: listed but not pickable again. */
  pickedIds: ReadonlySet<number>;
  onPick(title: AdminTitleRow): void;
}

/** Waits until typing pauses before searching, so each key does not cost a request. */
function usePausedValue(value: string, delayMs = 300): string {
  const [paused, setPaused] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return paused;
}

/** Finds a title by name or IMDb id (the console's own search) and hands it over when picked. */
export function TitleSearchPicker({ pickedIds, onPick }: TitleSearchPickerProps) {
  const [input, setInput] = useState('');
  const query = usePausedValue(input.trim());
  const results = useQuery({
    ...adminTitlesQueryOptions({ q: query, page: 1 }),
    enabled: query.length > 0,
    placeholderData: keepPreviousData,
  });
  const options = query ? (results.data?.data ?? []) : [];
  return (
    <Autocomplete
      options={options}
      value={null}
      inputValue={input}
      onInputChange={(_event, value, reason) => reason !== 'reset' && setInput(value)}
      onChange={(_event, title) => {
        if (title) {
          onPick(title);
          setInput('');
        }
      }}
      filterOptions={(found) => found}
      getOptionLabel={(title) => title.titleFa ?? title.titleEn}
      getOptionDisabled={(title) => pickedIds.has(title.id)}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      loading={results.isFetching}
      noOptionsText={query ? undefined : text.addTitleHint}
      renderOption={({ key, ...props }, title) => (
        <Box
          component="li"
          key={key}
          {...props}
          sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}
        >
          <span>
            {title.titleFa ?? title.titleEn}
            {title.year ? ` (${formatYear(title.year)})` : ''}
          </span>
          <Typography component="span" variant="body2" dir="ltr" sx={{ color: 'text.secondary' }}>
            {pickedIds.has(title.id) ? text.alreadyIn : title.titleEn}
          </Typography>
        </Box>
      )}
      renderInput={(params) => <TextField {...params} label={text.addTitle} helperText={text.addTitleHint} />}
    />
  );
}
