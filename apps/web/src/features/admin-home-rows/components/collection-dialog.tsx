import {
  type AdminCollection,
  createCollectionBodySchema,
  updateCollectionBodySchema,
} from '@pardeh/contract';
import { ItemDialog, type ItemField, useAdminToast } from '../../admin-shell/index.ts';
import { useCreateCollection } from '../api/create-collection.ts';
import { useUpdateCollection } from '../api/update-collection.ts';
import { adminHomeRowsMessages } from '../messages.ts';

const text = adminHomeRowsMessages.collections;

type CollectionField = 'nameFa' | 'nameEn' | 'slug' | 'coverUrl' | 'description';

const fields: ItemField<CollectionField>[] = [
  { name: 'nameFa', label: text.fields.nameFa, kind: 'text' },
  { name: 'nameEn', label: text.fields.nameEn, kind: 'text', ltr: true },
  { name: 'slug', label: text.fields.slug, kind: 'text', ltr: true },
  { name: 'coverUrl', label: text.fields.coverUrl, kind: 'text', ltr: true },
  { name: 'description', label: text.fields.description, kind: 'text', multiline: true },
];

interface CollectionDialogProps {
  /** The collection to edit, or null to create one. */
  collection: AdminCollection | null;
  onClose(): void;
  /** After a collection is created (the list opens its editor). */
  onCreated?(collection: AdminCollection): void;
}

/** A collection's name, address, cover and description: create a new one or edit these. */
export function CollectionDialog({ collection, onClose, onCreated }: CollectionDialogProps) {
  const create = useCreateCollection();
  const update = useUpdateCollection();
  const toast = useAdminToast();
  const empty = { nameFa: '', nameEn: null, slug: null, coverUrl: null, description: null };
  return (
    <ItemDialog
      open
      title={collection ? adminHomeRowsMessages.collectionEdit.editDetails : text.create}
      fields={fields}
      item={collection ?? empty}
      isNew={!collection}
      schema={collection ? updateCollectionBodySchema : createCollectionBodySchema}
      save={async (body) => {
        if (collection) {
          await update.mutateAsync({ id: collection.id, body });
          toast(text.saved);
        } else {
          const created = await create.mutateAsync(body as never);
          toast(text.created);
          onCreated?.(created);
        }
      }}
      onClose={onClose}
    />
  );
}
