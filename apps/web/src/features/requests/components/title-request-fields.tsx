import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ChangeEvent } from 'react';

interface TitleRequestFieldsProps {
  /** The form's prefix of element ids: `request` gives `#request-type-label`, `#request-type-error`. */
  idPrefix: string;
  /** A text field's name, id, value, change handler and error, as the form keeps them. */
  field(name: 'title' | 'year' | 'imdbUrl'): TextFieldProps;
  type: string;
  typeError: string | undefined;
  onTypeChange(event: ChangeEvent<HTMLInputElement>): void;
  text: {
    requestedTitle: string;
    type: string;
    types: { movie: string; series: string };
    year: string;
    imdbUrl: string;
  };
  /** `url` for a phone's address keyboard and the browser's own check. */
  imdbInputType?: 'url';
}

/** What names a wanted title, in the request form and the contact form: name, film or series, year, IMDb. */
export function TitleRequestFields({
  idPrefix,
  field,
  type,
  typeError,
  onTypeChange,
  text,
  imdbInputType,
}: TitleRequestFieldsProps) {
  return (
    <>
      <TextField {...field('title')} label={text.requestedTitle} />
      <FormControl error={Boolean(typeError)}>
        <FormLabel id={`${idPrefix}-type-label`} sx={{ color: 'text.secondary' }}>
          {text.type}
        </FormLabel>
        <RadioGroup
          row
          aria-labelledby={`${idPrefix}-type-label`}
          aria-describedby={typeError ? `${idPrefix}-type-error` : undefined}
          name="type"
          value={type}
          onChange={onTypeChange}
        >
          <FormControlLabel value="movie" control={<Radio color="secondary" />} label={text.types.movie} />
          <FormControlLabel value="series" control={<Radio color="secondary" />} label={text.types.series} />
        </RadioGroup>
        {typeError && <FormHelperText id={`${idPrefix}-type-error`}>{typeError}</FormHelperText>}
      </FormControl>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
        <TextField
          {...field('year')}
          label={text.year}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4, dir: 'ltr' } }}
        />
        <TextField
          {...field('imdbUrl')}
          label={text.imdbUrl}
          type={imdbInputType}
          placeholder="https://www.imdb.com/title/tt…"
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
      </Box>
    </>
  );
}
