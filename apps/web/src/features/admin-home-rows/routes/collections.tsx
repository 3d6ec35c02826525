import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { AdminCollection } from '@pardeh/contract';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { formatNumber } from '../../../lib/persian.ts';
import {
  type AdminColumn,
  AdminLoadError,
  AdminLoading,
  AdminPageHeader,
  AdminTable,
  adminMessages,
  ConfirmDialog,
  formatJalaliDateTime,
  useAdminToast,
} from '../../admin-shell/index.ts';
import { useDeleteCollection } from '../api/delete-collection.ts';
import { useAdminCollections } from '../api/list-collections.ts';
import { CollectionDialog } from '../components/collection-dialog.tsx';
import { adminHomeRowsMessages } from '../messages.ts';

const text = adminHomeRowsMessages.collections;

/** `/admin/collections`: every collection, a new one, and deleting one after a confirmation. */
export function AdminCollectionsPage() {
  const collections = useAdminCollections();
  const remove = useDeleteCollection();
  const toast = useAdminToast();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<AdminCollection | null>(null);

  const confirmDelete = async (collection: AdminCollection) => {
    try {
      await remove.mutateAsync(collection.id);
      toast(text.deleted);
      setDeleting(null);
    } catch (error) {
      toast(error instanceof ApiError ? error.message : adminMessages.common.failed, 'error');
    }
  };

  const columns: AdminColumn<AdminCollection>[] = [
    {
      key: 'name',
      label: text.columns.name,
      render: (collection) => (
        <Box sx={{ minWidth: 160 }}>
          <Typography
            component={Link}
            to={`/admin/collections/${collection.id}`}
            sx={{ fontWeight: 700, '&:hover': { color: 'secondary.light' } }}
          >
            {collection.nameFa}
          </Typography>
          {collection.nameEn && (
            <Typography variant="body2" dir="ltr" sx={{ color: 'text.secondary', textAlign: 'end' }}>
              {collection.nameEn}
            </Typography>
          )}
        </Box>
      ),
    },
    {
      key: 'titles',
      label: text.columns.titles,
      nowrap: true,
      render: (collection) => text.titlesCount(formatNumber(collection.titlesCount)),
    },
    {
      key: 'updated',
      label: text.columns.updated,
      nowrap: true,
      render: (collection) => formatJalaliDateTime(collection.updatedAt),
    },
    {
      key: 'actions',
      label: text.columns.actions,
      nowrap: true,
      render: (collection) => (
        <>
          <Button
            component={Link}
            to={`/admin/collections/${collection.id}`}
            size="small"
            color="secondary"
            startIcon={<EditRounded />}
          >
            {adminMessages.common.edit}
          </Button>
          <IconButton
            size="small"
            aria-label={`${text.delete}: ${collection.nameFa}`}
            onClick={() => setDeleting(collection)}
          >
            <DeleteOutlineRounded fontSize="small" />
          </IconButton>
        </>
      ),
    },
  ];

  return (
    <>
      <AdminPageHeader
        title={text.title}
        intro={text.intro}
        actions={
          <Button
            variant="contained"
            color="secondary"
            startIcon={<AddRounded />}
            onClick={() => setCreating(true)}
          >
            {text.create}
          </Button>
        }
      />
      {collections.isError && !collections.data ? (
        <AdminLoadError
          error={collections.error}
          retry={() => collections.refetch()}
          title={text.loadError}
        />
      ) : !collections.data ? (
        <AdminLoading />
      ) : (
        <AdminTable
          caption={text.caption}
          columns={columns}
          rows={collections.data}
          rowKey={(collection) => collection.id}
          empty={text.empty}
        />
      )}
      {creating && (
        <CollectionDialog
          collection={null}
          onClose={() => setCreating(false)}
          onCreated={(collection) => navigate(`/admin/collections/${collection.id}`)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          open
          destructive
          title={text.confirmDelete(deleting.nameFa)}
          body={text.deleteBody}
          confirmLabel={text.delete}
          pending={remove.isPending}
          onConfirm={() => confirmDelete(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
    </>
  );
}
