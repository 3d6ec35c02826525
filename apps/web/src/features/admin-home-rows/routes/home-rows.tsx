import AddRounded from '@mui/icons-material/AddRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type AdminHomeRow, HOME_ROWS_MAX, type HomeRowKind, homeRowKinds } from '@pardeh/contract';
import { useState } from 'react';
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
  checkHomeRows,
  draftsOf,
  type HomeRowDraft,
  type HomeRowErrors,
  inputOf,
  newDraft,
  serverRowErrors,
} from '../lib/home-row-draft.ts';
import { moveItem } from '../lib/reorder.ts';
import { adminHomeRowsMessages } from '../messages.ts';

const text = adminHomeRowsMessages.homeRows;

/** The rows' order and content as the API would store them: a save changes something when these differ. */
const fingerprint = (drafts: readonly HomeRowDraft[]) => JSON.stringify(drafts.map(inputOf));

/** The editor over the stored rows; remounted (keyed) when the stored list changes. */
function HomeRowsEditor({ stored }: { stored: AdminHomeRow[] }) {
  const [drafts, setDrafts] = useState(() => draftsOf(stored));
  const [errors, setErrors] = useState<HomeRowErrors>({});
  const [kindToAdd, setKindToAdd] = useState<HomeRowKind>('listing');
  const collections = useAdminCollections();
  const genres = useAdminGenres();
  const save = useSetHomeRows();
  const toast = useAdminToast();
  const changed = fingerprint(drafts) !== fingerprint(draftsOf(stored));
  const single = (kind: HomeRowKind) => kind === 'coming-soon' || kind === 'continue-watching';
  const present = new Set(drafts.map((draft) => draft.kind));
  const full = drafts.length >= HOME_ROWS_MAX;

  const update = (next: HomeRowDraft[]) => {
    setDrafts(next);
    setErrors({});
  };

  const submit = async () => {
    const checked = checkHomeRows(drafts);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    try {
      await save.mutateAsync(checked.rows);
      toast(text.saved);
    } catch (error) {
      if (error instanceof ApiError && error.errors) setErrors(serverRowErrors(drafts, error.errors));
      toast(error instanceof ApiError ? error.message : adminMessages.common.failed, 'error');
    }
  };

  return (
    <>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        {text.fixedFirst}
      </Typography>
      {drafts.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', py: 2 }}>{text.empty}</Typography>
      ) : (
        <Box component="ol" aria-label={text.title} sx={{ p: 0, m: 0, mb: 2, display: 'grid', gap: 1.5 }}>
          {drafts.map((draft, index) => {
            const position = formatNumber(index + 1);
            return (
              <OrderedListRow
                key={draft.key}
                index={index}
                count={drafts.length}
                labels={{
                  up: text.moveUp(position),
                  down: text.moveDown(position),
                  remove: text.remove(position),
                }}
                onMove={(step) => update(moveItem(drafts, index, step))}
                onRemove={() => update(drafts.filter((item) => item.key !== draft.key))}
              >
                <HomeRowFields
                  row={draft}
                  errors={errors[draft.key]}
                  collections={collections.data ?? []}
                  genres={genres.data ?? []}
                  onChange={(row) => update(drafts.map((item) => (item.key === row.key ? row : item)))}
                />
              </OrderedListRow>
            );
          })}
        </Box>
      )}
      {errors['']?.[''] && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errors[''][''] ?? ''}
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
          onClick={() => update([...drafts, newDraft(kindToAdd)])}
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
            <Button color="inherit" onClick={() => update(draftsOf(stored))} disabled={save.isPending}>
              {text.discard}
            </Button>
          </>
        )}
        <Button variant="contained" color="secondary" onClick={submit} disabled={!changed || save.isPending}>
          {save.isPending ? adminMessages.common.saving : text.save}
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
