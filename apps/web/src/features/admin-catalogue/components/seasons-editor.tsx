import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  type AdminEpisode,
  type AdminSeason,
  type AdminTitleDetail,
  adminEpisodeCreateSchema,
  adminEpisodePatchSchema,
  adminSeasonCreateSchema,
  adminSeasonPatchSchema,
} from '@pardeh/contract';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { formatJalaliDate, formatNumber } from '../../../lib/persian.ts';
import {
  type AdminColumn,
  AdminTable,
  adminMessages,
  ConfirmDialog,
  FormSection,
  ItemDialog,
  type ItemField,
  useAdminToast,
} from '../../admin-shell/index.ts';
import { useCreateEpisode } from '../api/create-episode.ts';
import { useCreateSeason } from '../api/create-season.ts';
import { useDeleteEpisode } from '../api/delete-episode.ts';
import { useDeleteSeason } from '../api/delete-season.ts';
import { useUpdateEpisode } from '../api/update-episode.ts';
import { useUpdateSeason } from '../api/update-season.ts';
import { adminCatalogueMessages } from '../messages.ts';

const text = adminCatalogueMessages.seasons;
const common = adminMessages.common;

const seasonFields: ItemField<'number' | 'name' | 'airDate'>[] = [
  { name: 'number', label: text.fields.number, kind: 'int' },
  { name: 'name', label: text.fields.name, kind: 'text' },
  { name: 'airDate', label: text.fields.airDate, kind: 'date' },
];

const episodeFields: ItemField<'number' | 'nameFa' | 'nameEn' | 'plot' | 'airDate' | 'runtime'>[] = [
  { name: 'number', label: text.fields.number, kind: 'int' },
  { name: 'nameFa', label: text.fields.nameFa, kind: 'text' },
  { name: 'nameEn', label: text.fields.nameEn, kind: 'text', ltr: true },
  { name: 'airDate', label: text.fields.airDate, kind: 'date' },
  { name: 'runtime', label: text.fields.runtime, kind: 'int' },
  { name: 'plot', label: text.fields.plot, kind: 'text', multiline: true },
];

type Editing =
  | { kind: 'season'; season: AdminSeason | null }
  | { kind: 'episode'; seasonId: number; episode: AdminEpisode | null }
  | { kind: 'delete-season'; season: AdminSeason }
  | { kind: 'delete-episode'; episode: AdminEpisode };

/** The next free number after the last: what a new season or episode most likely is. */
const nextNumber = (numbers: number[]) => (numbers.length ? Math.max(...numbers) + 1 : 1);

function LockedIcon({ fields }: { fields: readonly string[] }) {
  if (fields.length === 0) return null;
  return (
    <Tooltip title={adminMessages.common.lockedHint}>
      <LockRounded
        aria-label={adminMessages.common.lockedField}
        sx={{ fontSize: 16, color: 'warning.light', verticalAlign: 'middle' }}
      />
    </Tooltip>
  );
}

/** A series' seasons and their episodes: add, edit and delete each, one dialog at a time. */
export function SeasonsEditor({ title }: { title: AdminTitleDetail }) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const toast = useAdminToast();
  const createSeason = useCreateSeason(title.id);
  const updateSeason = useUpdateSeason(title.id);
  const deleteSeason = useDeleteSeason(title.id);
  const createEpisode = useCreateEpisode(title.id);
  const updateEpisode = useUpdateEpisode(title.id);
  const deleteEpisode = useDeleteEpisode(title.id);
  const close = () => setEditing(null);

  const remove = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      toast(done);
      close();
    } catch (error) {
      toast(error instanceof ApiError ? error.message : common.failed, 'error');
    }
  };

  const episodeColumns = (season: AdminSeason): AdminColumn<AdminEpisode>[] => [
    {
      key: 'number',
      label: text.fields.number,
      nowrap: true,
      render: (episode) => formatNumber(episode.number),
    },
    {
      key: 'name',
      label: text.fields.nameFa,
      render: (episode) => (
        <>
          {episode.nameFa ?? episode.nameEn ?? common.none} <LockedIcon fields={episode.lockedFields} />
        </>
      ),
    },
    {
      key: 'airDate',
      label: text.fields.airDate,
      nowrap: true,
      render: (episode) => (episode.airDate ? formatJalaliDate(episode.airDate) : common.none),
    },
    {
      key: 'files',
      label: adminCatalogueMessages.titleEdit.media,
      nowrap: true,
      render: (episode) => text.files(formatNumber(episode.filesCount)),
    },
    {
      key: 'actions',
      label: common.actions,
      nowrap: true,
      render: (episode) => (
        <>
          <IconButton
            size="small"
            aria-label={`${text.editEpisode} ${formatNumber(episode.number)}`}
            onClick={() => setEditing({ kind: 'episode', seasonId: season.id, episode })}
          >
            <EditRounded fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={`${text.deleteEpisode} ${formatNumber(episode.number)}`}
            onClick={() => setEditing({ kind: 'delete-episode', episode })}
          >
            <DeleteOutlineRounded fontSize="small" />
          </IconButton>
        </>
      ),
    },
  ];

  return (
    <FormSection title={adminCatalogueMessages.titleEdit.sections.seasons} columns={1}>
      {title.lockedFields.includes('seasons') && (
        <Typography variant="body2" sx={{ color: 'warning.light' }}>
          {adminCatalogueMessages.titleEdit.seasonsLocked}
        </Typography>
      )}
      {title.seasons.length === 0 && <Typography sx={{ color: 'text.secondary' }}>{text.empty}</Typography>}
      {title.seasons.map((season) => (
        <Box key={season.id} component="section" aria-label={text.season(formatNumber(season.number))}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
            <Typography component="h3" sx={{ fontWeight: 700, flexGrow: 1 }}>
              {text.season(formatNumber(season.number))}
              {season.name ? ` · ${season.name}` : ''}
              {season.airDate ? ` · ${formatJalaliDate(season.airDate)}` : ''}{' '}
              <LockedIcon fields={season.lockedFields} />
            </Typography>
            <Button
              size="small"
              color="inherit"
              startIcon={<EditRounded />}
              onClick={() => setEditing({ kind: 'season', season })}
            >
              {text.editSeason}
            </Button>
            <Button
              size="small"
              color="error"
              startIcon={<DeleteOutlineRounded />}
              onClick={() => setEditing({ kind: 'delete-season', season })}
            >
              {text.deleteSeason}
            </Button>
            <Button
              size="small"
              color="secondary"
              startIcon={<AddRounded />}
              onClick={() => setEditing({ kind: 'episode', seasonId: season.id, episode: null })}
            >
              {text.addEpisode}
            </Button>
          </Box>
          <AdminTable
            caption={text.season(formatNumber(season.number))}
            columns={episodeColumns(season)}
            rows={season.episodes}
            rowKey={(episode) => episode.id}
            empty={text.noEpisodes}
          />
        </Box>
      ))}
      <Box>
        <Button
          variant="outlined"
          color="secondary"
          startIcon={<AddRounded />}
          onClick={() => setEditing({ kind: 'season', season: null })}
        >
          {text.addSeason}
        </Button>
      </Box>

      {editing?.kind === 'season' && (
        <ItemDialog
          open
          title={editing.season ? text.editSeason : text.addSeason}
          fields={seasonFields}
          item={
            editing.season ?? {
              number: nextNumber(title.seasons.map((season) => season.number)),
              name: null,
              airDate: null,
            }
          }
          isNew={!editing.season}
          schema={editing.season ? adminSeasonPatchSchema : adminSeasonCreateSchema}
          save={async (body) => {
            if (editing.season) await updateSeason.mutateAsync({ id: editing.season.id, body });
            else await createSeason.mutateAsync(body as never);
            toast(text.seasonSaved);
          }}
          onClose={close}
        />
      )}
      {editing?.kind === 'episode' && (
        <ItemDialog
          open
          title={editing.episode ? text.editEpisode : text.addEpisode}
          fields={episodeFields}
          item={
            editing.episode ?? {
              number: nextNumber(
                title.seasons
                  .find((season) => season.id === editing.seasonId)
                  ?.episodes.map((episode) => episode.number) ?? [],
              ),
              nameFa: null,
              nameEn: null,
              plot: null,
              airDate: null,
              runtime: null,
            }
          }
          isNew={!editing.episode}
          schema={editing.episode ? adminEpisodePatchSchema : adminEpisodeCreateSchema}
          save={async (body) => {
            if (editing.episode) await updateEpisode.mutateAsync({ id: editing.episode.id, body });
            else await createEpisode.mutateAsync({ seasonId: editing.seasonId, body: body as never });
            toast(text.episodeSaved);
          }}
          onClose={close}
        />
      )}
      {editing?.kind === 'delete-season' && (
        <ConfirmDialog
          open
          destructive
          title={text.confirmDeleteSeason(formatNumber(editing.season.number))}
          body={text.deleteBody}
          confirmLabel={text.deleteSeason}
          pending={deleteSeason.isPending}
          onConfirm={() => remove(() => deleteSeason.mutateAsync(editing.season.id), text.seasonDeleted)}
          onClose={close}
        />
      )}
      {editing?.kind === 'delete-episode' && (
        <ConfirmDialog
          open
          destructive
          title={text.confirmDeleteEpisode(formatNumber(editing.episode.number))}
          body={text.deleteBody}
          confirmLabel={text.deleteEpisode}
          pending={deleteEpisode.isPending}
          onConfirm={() => remove(() => deleteEpisode.mutateAsync(editing.episode.id), text.episodeDeleted)}
          onClose={close}
        />
      )}
    </FormSection>
  );
}
