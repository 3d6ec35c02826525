import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { formatYear } from '../../../../lib/persian.ts';
import { listingMessages } from '../../../../messages/listing.ts';
import { type YearBound, yearOptions } from '../../lib/year-options.ts';

const FIRST_YEAR = 1900;
const lastYear = new Date().getFullYear() + 2;
const years = Array.from({ length: lastYear - FIRST_YEAR + 1 }, (_, index) => lastYear - index);

interface YearFieldProps {
  label: string;
  /** The URL parameter, also the field's `data-listing-control`. */
  control: 'year_from' | 'year_to';
  bound: YearBound;
  value: number | null;
  min?: number | null;
  onChange: (year: number | null) => void;
}

/**
 * A year bound of the listing: picked from the list or typed, in Gregorian or Solar Hijri years and
 * either digits (#31). A typed Hijri year offers the Gregorian year the URL will hold, labelled with
 * it: «۲۰۱۰ (آغاز ۱۳۸۹)».
 */
export function YearField({ label, control, bound, value, min, onChange }: YearFieldProps) {
  const [typed, setTyped] = useState('');
  const offered = useMemo(() => (min ? years.filter((year) => year >= min) : years), [min]);
  const matches = useMemo(() => yearOptions(offered, typed, bound), [offered, typed, bound]);
  const hijriOf = useMemo(() => new Map(matches.map((option) => [option.year, option.hijri])), [matches]);
  return (
    <Autocomplete
      size="small"
      options={offered}
      value={value}
      onChange={(_event, year) => onChange(year)}
      onInputChange={(_event, text, reason) => setTyped(reason === 'input' ? text : '')}
      filterOptions={() => matches.map((option) => option.year)}
      getOptionLabel={formatYear}
      autoHighlight
      openOnFocus
      noOptionsText={listingMessages.noYear}
      // Wider than a half-width field at 375 px, so «۲۰۱۰ (آغاز ۱۳۸۹)» stays on one line.
      slotProps={{ popper: { sx: { minWidth: 'max-content' } } }}
      renderOption={({ key, ...props }, year) => {
        const hijri = hijriOf.get(year);
        return (
          <li key={key} {...props} style={{ whiteSpace: 'nowrap' }}>
            {hijri ? listingMessages.hijriYear(formatYear(year), formatYear(hijri), bound) : formatYear(year)}
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          slotProps={{
            ...params.slotProps,
            htmlInput: {
              ...params.slotProps.htmlInput,
              'data-listing-control': control,
              inputMode: 'numeric',
            },
          }}
        />
      )}
    />
  );
}
