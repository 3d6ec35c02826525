import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { AdminCollectionDetail } from '@pardeh/contract';
import { useMemo, useState } from 'react';
import { PosterImage } from '../../../components/poster-image/poster-image.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatYear } from '../../../lib/persian.ts';
import { adminMessages, FormSection, useAdminToast } from '../../admin-shell/index.ts';
import { useSetCollectionTitles } from '../api/set-collection-titles.ts';
import { moveItem, orderChanged } from '../lib/reorder.ts';
import { adminHomeRowsMessages } from '../messages.ts';
import { OrderedListRow } from './ordered-list-row.tsx';
import { TitleSearchPicker } from './title-search-picker.tsx';

const text = adminHomeRowsMessages.collectionEdit;

/** What the editor shows of a title: the same fields in the collection's titles and in search results. */
interface PickedTitle {
  id: number;
  titleFa: string | null;
  titleEn: string;
  year: number | null;
  poster: string | null;
}

const nameOf = (title: PickedTitle) => title.titleFa ?? title.titleEn;

/**
 * A collection's titles in order: move each up or down, remove it, add more by search; nothing is
 * sent until «ذخیره», which sends the whole ordered list (`PUT …/titles`).
 */
export function CollectionTitlesEditor({ collection }: { collection: AdminCollectionDetail }) {
  const [titles, setTitles] = useState<PickedTitle[]>(collection.titles);
  const [error, setError] = useState<string>();
  const save = useSetCollectionTitles();
  const toast = useAdminToast();
  const pickedIds = useMemo(() => new Set(titles.map((title) => title.id)), [titles]);
  const changed = orderChanged(
    titles.map((title) => title.id),
    collection.titles.map((title) => title.id),
  );

  const submit = async () => {
    setError(undefined);
    try {
      const saved = await save.mutateAsync({ id: collection.id, titleIds: titles.map((title) => title.id) });
      setTitles(saved.titles);
      toast(text.titlesSaved);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : adminMessages.common.failed);
    }
  };

  return (
    <FormSection title={text.titles} columns={1}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {text.titlesIntro}
      </Typography>
      {titles.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{text.noTitles}</Typography>
      ) : (
        <Box component="ol" aria-label={text.titles} sx={{ p: 0, m: 0, display: 'grid', gap: 1 }}>
          {titles.map((title, index) => (
            <OrderedListRow
              key={title.id}
              index={index}
              count={titles.length}
              labels={{
                up: text.moveUp(nameOf(title)),
                down: text.moveDown(nameOf(title)),
                remove: text.remove(nameOf(title)),
              }}
              onMove={(step) => setTitles((current) => moveItem(current, index, step))}
              onRemove={() => setTitles((current) => current.filter((item) => item.id !== title.id))}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
                <Box sx={{ width: 32, flexShrink: 0 }}>
                  <PosterImage src={title.poster} title={nameOf(title)} seed={title.id} sizes="32px" />
                </Box>
                <Box sx={{ minWidth: 0 }}>
                  <Typography noWrap sx={{ fontWeight: 500 }}>
                    {nameOf(title)}
                  </Typography>
                  <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
                    {title.year ? formatYear(title.year) : ''} <span dir="ltr">{title.titleEn}</span>
                  </Typography>
                </Box>
              </Box>
            </OrderedListRow>
          ))}
        </Box>
      )}
      <TitleSearchPicker
        pickedIds={pickedIds}
        onPick={(title) => setTitles((current) => [...current, title])}
      />
      {error && <Alert severity="error">{error}</Alert>}
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, justifyContent: 'flex-end' }}
      >
        {changed && (
          <>
            <Typography variant="body2" sx={{ color: 'warning.light', flexGrow: 1 }}>
              {text.unsaved}
            </Typography>
            <Button color="inherit" onClick={() => setTitles(collection.titles)} disabled={save.isPending}>
              {text.discard}
            </Button>
          </>
        )}
        <Button variant="contained" color="secondary" onClick={submit} disabled={!changed || save.isPending}>
          {save.isPending ? adminMessages.common.saving : text.saveOrder}
        </Button>
      </Box>
    </FormSection>
  );
}
