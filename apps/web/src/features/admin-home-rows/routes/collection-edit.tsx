import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import {
  AdminPageHeader,
  adminMessages,
  BackButton,
  ConfirmDialog,
  LoadedRecord,
  PublicPageButton,
  RecordFacts,
  routeId,
  useAdminToast,
} from '../../admin-shell/index.ts';
import { useDeleteCollection } from '../api/delete-collection.ts';
import { useAdminCollection } from '../api/get-collection.ts';
import { CollectionDialog } from '../components/collection-dialog.tsx';
import { CollectionTitlesEditor } from '../components/collection-titles-editor.tsx';
import { adminHomeRowsMessages } from '../messages.ts';

const text = adminHomeRowsMessages.collectionEdit;
const listText = adminHomeRowsMessages.collections;

/** `/admin/collections/:id`: the collection's details, its titles in order, and deleting it. */
export function AdminCollectionEditPage() {
  const id = routeId(useParams().id);
  const collection = useAdminCollection(id ?? 0);
  const remove = useDeleteCollection();
  const toast = useAdminToast();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);

  const confirmDelete = async (collectionId: number) => {
    try {
      await remove.mutateAsync(collectionId);
      toast(listText.deleted);
      navigate('/admin/collections');
    } catch (error) {
      toast(error instanceof ApiError ? error.message : adminMessages.common.failed, 'error');
    }
  };

  return (
    <LoadedRecord id={id} query={collection} loadError={text.loadError}>
      {(detail) => (
        <>
          <BackButton to="/admin/collections">{text.back}</BackButton>
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
                <PublicPageButton href={detail.path} />
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
              onConfirm={() => confirmDelete(detail.id)}
              onClose={() => setDialog(null)}
            />
          )}
        </>
      )}
    </LoadedRecord>
  );
}
