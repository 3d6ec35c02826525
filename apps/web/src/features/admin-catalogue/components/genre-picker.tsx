import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { AdminGenre } from '@pardeh/contract';
import { useController } from 'react-hook-form';
import { useAdminGenres } from '../api/list-genres.ts';
import type { TitleFormField } from '../lib/title-form.ts';
import type { PatchForm } from '../lib/use-patch-form.ts';
import { adminCatalogueMessages } from '../messages.ts';
import { LockedMark } from './locked-mark.tsx';

const text = adminCatalogueMessages.titleEdit;

interface GenrePickerProps {
  form: PatchForm<TitleFormField>;
  /** The title's genres as loaded: shown before the full list arrives. */
  initial: AdminGenre[];
  locked: readonly string[];
}

/** The title's genres, picked from every genre (`GET /api/admin/genres`). */
export function GenrePicker({ form, initial, locked }: GenrePickerProps) {
  const genres = useAdminGenres();
  const options = genres.data ?? initial;
  const { field, fieldState } = useController({ control: form.form.control, name: 'genreIds' });
  const ids = field.value as number[];
  const selected = ids
    .map((id) => options.find((genre) => genre.id === id))
    .filter((genre) => genre !== undefined);
  const error = fieldState.error?.message || (genres.isError ? text.genresLoadError : undefined);
  return (
    <Box>
      <Autocomplete
        multiple
        id="edit-genreIds"
        options={options}
        value={selected}
        loading={genres.isPending}
        getOptionLabel={(genre) => genre.nameFa}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        onChange={(_event, picked) =>
          form.change(
            'genreIds',
            picked.map((genre) => genre.id),
          )
        }
        filterSelectedOptions
        renderInput={(params) => (
          <TextField
            {...params}
            name="genreIds"
            label={text.fields.genreIds}
            error={Boolean(fieldState.error)}
            helperText={error}
          />
        )}
      />
      {locked.includes('genreIds') && (
        <LockedMark
          label={text.fields.genreIds}
          unlocking={form.unlock.includes('genreIds')}
          onToggle={() => form.toggleUnlock('genreIds')}
        />
      )}
    </Box>
  );
}
