import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { adminMessages } from '../../../messages/admin.ts';
import { adminCatalogueMessages } from '../../../messages/admin-catalogue.ts';
import { useDeleteCollection } from '../api/delete-collection.ts';
import { useAdminCollection } from '../api/get-collection.ts';
import { AdminLoadError } from '../components/admin-load-error.tsx';
import { AdminLoading } from '../components/admin-loading.tsx';
import { AdminNotFound } from '../components/admin-not-found.tsx';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { useAdminToast } from '../components/admin-toast.tsx';
import { CollectionDialog } from '../components/collection-dialog.tsx';
import { CollectionTitlesEditor } from '../components/collection-titles-editor.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { RecordFacts } from '../components/record-facts.tsx';
import { routeId } from '../lib/route-id.ts';

const text = adminCatalogueMessages.collectionEdit;
const listText = adminCatalogueMessages.collections;

/** `/admin/collections/:id`: the collection's details, its titles in order, and deleting it. */
export function AdminCollectionEditPage() {
  const id = routeId(useParams().id);
  const collection = useAdminCollection(id ?? 0);
  const remove = useDeleteCollection();
  const toast = useAdminToast();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  if (id === undefined) return <AdminNotFound />;
  if (collection.isError && !collection.data) {
    if (collection.error instanceof ApiError && collection.error.status === 404) return <AdminNotFound />;
    return (
      <AdminLoadError error={collection.error} retry={() => collection.refetch()} title={text.loadError} />
    );
  }
  if (!collection.data) return <AdminLoading />;
  const detail = collection.data;

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(detail.id);
      toast(listText.deleted);
      navigate('/admin/collections');
    } catch (error) {
      toast(error instanceof ApiError ? error.message : adminMessages.common.failed, 'error');
    }
  };

  return (
    <>
      <Button
        component={Link}
        to="/admin/collections"
        color="inherit"
        size="small"
        startIcon={<ArrowForwardRounded />}
        sx={{ mb: 1 }}
      >
        {text.back}
      </Button>
      <AdminPageHeader
        title={detail.nameFa}
        actions={
          <>
            <Button
              variant="outlined"
              color="secondary"
              size="small"
              startIcon={<EditRounded />}
              onClick={() => setDialog('edit')}
            >
              {text.editDetails}
            </Button>
            <Button
              component="a"
              href={detail.path}
              target="_blank"
              rel="noopener"
              variant="outlined"
              color="inherit"
              size="small"
              endIcon={<OpenInNewRounded />}
            >
              {adminMessages.common.publicPage}
            </Button>
            <Button
              variant="outlined"
              color="error"
              size="small"
              startIcon={<DeleteOutlineRounded />}
              onClick={() => setDialog('delete')}
            >
              {listText.delete}
            </Button>
          </>
        }
      />
      <RecordFacts
        facts={[
          [listText.fields.nameEn, detail.nameEn],
          [listText.fields.slug, detail.slug],
        ]}
        createdAt={detail.createdAt}
        updatedAt={detail.updatedAt}
      />
      {detail.description && (
        <Typography sx={{ color: 'text.secondary', mb: 2.5, lineHeight: 1.9, whiteSpace: 'pre-line' }}>
          {detail.description}
        </Typography>
      )}
      <CollectionTitlesEditor collection={detail} />
      {dialog === 'edit' && <CollectionDialog collection={detail} onClose={() => setDialog(null)} />}
      {dialog === 'delete' && (
        <ConfirmDialog
          open
          destructive
          title={listText.confirmDelete(detail.nameFa)}
          body={listText.deleteBody}
          confirmLabel={listText.delete}
          pending={remove.isPending}
          onConfirm={confirmDelete}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}
