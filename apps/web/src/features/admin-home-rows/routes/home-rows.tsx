import AddRounded from '@mui/icons-material/AddRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type AdminHomeRow,
  HOME_ROWS_MAX,
  type HomeRowKind,
  homeRowKinds,
  setHomeRowsBodySchema,
} from '@pardeh/contract';
import { useState } from 'react';
import { useFieldArray, useFormState, useWatch } from 'react-hook-form';
import { useApiForm } from '../../../hooks/use-api-form.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatNumber } from '../../../lib/persian.ts';
import { useAdminGenres } from '../../admin-catalogue/index.ts';
import {
  AdminLoadError,
  AdminLoading,
  AdminPageHeader,
  adminMessages,
  PublicPageButton,
  useAdminToast,
} from '../../admin-shell/index.ts';
import { useAdminHomeRows } from '../api/get-home-rows.ts';
import { useAdminCollections } from '../api/list-collections.ts';
import { useSetHomeRows } from '../api/set-home-rows.ts';
import { HomeRowFields } from '../components/home-row-fields.tsx';
import { OrderedListRow } from '../components/ordered-list-row.tsx';
import {
  draftsOf,
  type HomeRowDraft,
  homeRowsBody,
  inputOf,
  newDraft,
  rowMessages,
} from '../lib/home-row-draft.ts';
import { adminHomeRowsMessages } from '../messages.ts';

const text = adminHomeRowsMessages.homeRows;

/** The rows' order and content as the API would store them: a save changes something when these differ. */
const fingerprint = (drafts: readonly HomeRowDraft[]) => JSON.stringify(drafts.map(inputOf));

/** The editor over the stored rows; remounted (keyed) when the stored list changes. */
function HomeRowsEditor({ stored }: { stored: AdminHomeRow[] }) {
  const form = useApiForm({
    schema: setHomeRowsBodySchema,
    defaultValues: { rows: draftsOf(stored) },
    toBody: ({ rows }) => homeRowsBody(rows),
    errorMessage: (error) => (error instanceof ApiError ? error.message : adminMessages.common.failed),
  });
  const list = useFieldArray({ control: form.form.control, name: 'rows' });
  const drafts = useWatch({ control: form.form.control, name: 'rows' });
  const rowErrors = useFormState({ control: form.form.control, name: 'rows' }).errors.rows;
  const [kindToAdd, setKindToAdd] = useState<HomeRowKind>('listing');
  const collections = useAdminCollections();
  const genres = useAdminGenres();
  const save = useSetHomeRows();
  const toast = useAdminToast();
  const changed = fingerprint(drafts) !== fingerprint(draftsOf(stored));
  const single = (kind: HomeRowKind) => kind === 'coming-soon' || kind === 'continue-watching';
  const present = new Set(drafts.map((draft) => draft.kind));
  const full = drafts.length >= HOME_ROWS_MAX;
  // The list's own problem (too many rows), apart from any row's.
  const listError = rowErrors?.root?.message ?? rowErrors?.message ?? form.formError;

  /** Any change to the list takes the last check's messages away, as the rows may have moved. */
  const edit = (change: () => void) => {
    change();
    form.form.clearErrors();
  };

  const submit = form.onSubmit(
    async (body) => {
      await save.mutateAsync(body.rows);
      toast(text.saved);
    },
    // The rows' messages stand under them; the sentence is a toast.
    (_error, message) => toast(message, 'error'),
  );

  return (
    <>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        {text.fixedFirst}
      </Typography>
      {drafts.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', py: 2 }}>{text.empty}</Typography>
      ) : (
        <Box component="ol" aria-label={text.title} sx={{ p: 0, m: 0, mb: 2, display: 'grid', gap: 1.5 }}>
          {list.fields.map((field, index) => {
            const draft = drafts[index] ?? field;
            const position = formatNumber(index + 1);
            return (
              <OrderedListRow
                key={field.id}
                index={index}
                count={drafts.length}
                labels={{
                  up: text.moveUp(position),
                  down: text.moveDown(position),
                  remove: text.remove(position),
                }}
                onMove={(step) => {
                  const to = index + step;
                  if (to >= 0 && to < drafts.length) edit(() => list.move(index, to));
                }}
                onRemove={() => edit(() => list.remove(index))}
              >
                <HomeRowFields
                  row={draft}
                  errors={rowMessages(rowErrors?.[index], draft)}
                  collections={collections.data ?? []}
                  genres={genres.data ?? []}
                  onChange={(row) =>
                    edit(() => form.form.setValue(`rows.${index}`, row, { shouldDirty: true }))
                  }
                />
              </OrderedListRow>
            );
          })}
        </Box>
      )}
      {listError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {listError}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 3 }}>
        <TextField
          select
          size="small"
          label={text.kind}
          value={kindToAdd}
          onChange={(event) => setKindToAdd(event.target.value as HomeRowKind)}
          sx={{ minWidth: 170 }}
        >
          {homeRowKinds.map((kind) => (
            <MenuItem key={kind} value={kind} disabled={single(kind) && present.has(kind)}>
              {text.kinds[kind]}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          color="secondary"
          startIcon={<AddRounded />}
          disabled={full || (single(kindToAdd) && present.has(kindToAdd))}
          onClick={() => edit(() => list.append(newDraft(kindToAdd)))}
        >
          {text.add}
        </Button>
        {full && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {text.tooMany(formatNumber(HOME_ROWS_MAX))}
          </Typography>
        )}
      </Box>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, justifyContent: 'flex-end' }}
      >
        {changed && (
          <>
            <Typography variant="body2" sx={{ color: 'warning.light', flexGrow: 1 }}>
              {text.unsaved}
            </Typography>
            <Button
              color="inherit"
              onClick={() => form.form.reset({ rows: draftsOf(stored) })}
              disabled={form.pending}
            >
              {text.discard}
            </Button>
          </>
        )}
        <Button
          variant="contained"
          color="secondary"
          onClick={() => submit()}
          disabled={!changed || form.pending}
        >
          {form.pending ? adminMessages.common.saving : text.save}
        </Button>
      </Box>
    </>
  );
}

/** `/admin/home`: the home page's rows after its fixed first screen: add, remove, reorder, save. */
export function AdminHomeRowsPage() {
  const rows = useAdminHomeRows();
  return (
    <>
      <AdminPageHeader
        title={text.title}
        intro={text.intro}
        actions={<PublicPageButton href="/" label={text.viewHome} />}
      />
      {rows.isError && !rows.data ? (
        <AdminLoadError error={rows.error} retry={() => rows.refetch()} title={text.loadError} />
      ) : !rows.data ? (
        <AdminLoading />
      ) : (
        <HomeRowsEditor key={JSON.stringify(rows.data)} stored={rows.data} />
      )}
    </>
  );
}
