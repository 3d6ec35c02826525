import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { type FieldValues, type Path, type PathValue, useController } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field.tsx';
import type { ApiForm } from '../../../hooks/use-api-form.ts';

/** The fields a form holding a wanted title has, as typed. */
export interface TitleRequestValues extends FieldValues {
  title: string;
  type: '' | 'movie' | 'series';
  year: string;
  imdbUrl: string;
}

interface TitleRequestFieldsProps<Values extends TitleRequestValues> {
  // biome-ignore lint/suspicious/noExplicitAny: any body type; the fields only read and write their values.
  form: ApiForm<Values, any>;
  /** The form's prefix of element ids: `request` gives `#request-title`, `#request-type-label`. */
  idPrefix: string;
  text: {
    requestedTitle: string;
    type: string;
    types: { movie: string; series: string };
    year: string;
    /** Under the year field while it has no error: which calendars it takes. */
    yearHelp?: string;
    imdbUrl: string;
  };
  /** `url` for a phone's address keyboard and the browser's own check. */
  imdbInputType?: 'url';
}

/** What names a wanted title, in the request form and the contact form: name, film or series, year, IMDb. */
export function TitleRequestFields<Values extends TitleRequestValues>({
  form,
  idPrefix,
  text,
  imdbInputType,
}: TitleRequestFieldsProps<Values>) {
  const name = (field: keyof TitleRequestValues & string) => field as Path<Values>;
  const type = useController({ control: form.form.control, name: name('type') });
  const typeError = type.fieldState.error?.message;
  return (
    <>
      <FormTextField
        form={form}
        name={name('title')}
        id={`${idPrefix}-title`}
        label={text.requestedTitle}
        fullWidth
      />
      <FormControl error={Boolean(typeError)}>
        <FormLabel id={`${idPrefix}-type-label`} sx={{ color: 'text.secondary' }}>
          {text.type}
        </FormLabel>
        <RadioGroup
          row
          aria-labelledby={`${idPrefix}-type-label`}
          aria-describedby={typeError ? `${idPrefix}-type-error` : undefined}
          name="type"
          value={type.field.value}
          onChange={(event) =>
            form.change(name('type'), event.target.value as PathValue<Values, Path<Values>>)
          }
        >
          <FormControlLabel value="movie" control={<Radio color="secondary" />} label={text.types.movie} />
          <FormControlLabel value="series" control={<Radio color="secondary" />} label={text.types.series} />
        </RadioGroup>
        {typeError && <FormHelperText id={`${idPrefix}-type-error`}>{typeError}</FormHelperText>}
      </FormControl>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
        <FormTextField
          form={form}
          name={name('year')}
          id={`${idPrefix}-year`}
          label={text.year}
          helperText={text.yearHelp}
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4, dir: 'ltr' } }}
        />
        <FormTextField
          form={form}
          name={name('imdbUrl')}
          id={`${idPrefix}-imdbUrl`}
          label={text.imdbUrl}
          type={imdbInputType}
          placeholder="https://www.imdb.com/title/tt…"
          fullWidth
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
      </Box>
    </>
  );
}
