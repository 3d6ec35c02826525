import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AdminMediaFile, AdminTitleDetail } from '@pardeh/contract';
import { useState } from 'react';
import { ConfirmDialog, FormSection, useAdminToast } from '../../admin-shell/index.ts';
import { fileLabel, watchPath } from '../../titles/index.ts';
import { useDeleteMediaFile } from '../api/delete-media-file.ts';
import { useDeleteSubtitle } from '../api/delete-subtitle.ts';
import { useUpdateMediaFile } from '../api/update-media-file.ts';
import { adminMediaMessages } from '../messages.ts';
import { MediaFileCard } from './media-file-card.tsx';
import { SubtitleDialog } from './subtitle-dialog.tsx';

const text = adminMediaMessages.files;

/** The title's playable files, each with its flags, subtitles and a delete button. */
export function MediaFilesSection({ files, title }: { files: AdminMediaFile[]; title: AdminTitleDetail }) {
  const update = useUpdateMediaFile();
  const remove = useDeleteMediaFile();
  const removeSubtitle = useDeleteSubtitle();
  const toast = useAdminToast();
  const [deleting, setDeleting] = useState<AdminMediaFile | null>(null);
  const [subtitleFor, setSubtitleFor] = useState<AdminMediaFile | null>(null);
  const failed = (error: Error) => toast(error.message, 'error');
  const busy = update.isPending || remove.isPending || removeSubtitle.isPending;

  return (
    <FormSection title={text.section} columns={1}>
      {files.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{text.empty}</Typography>
      ) : (
        <Box
          component="ul"
          aria-label={text.section}
          sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}
        >
          {files.map((file) => (
            <MediaFileCard
              key={file.id}
              file={file}
              watchHref={watchPath(title, file.id)}
              busy={busy}
              onChange={(body) =>
                update.mutate(
                  { id: file.id, body },
                  { onSuccess: () => toast(text.changed), onError: failed },
                )
              }
              onAddSubtitle={() => setSubtitleFor(file)}
              onRemoveSubtitle={(subtitleId) =>
                removeSubtitle.mutate(
                  { fileId: file.id, subtitleId, titleId: file.titleId },
                  { onSuccess: () => toast(text.subtitleRemoved), onError: failed },
                )
              }
              onDelete={() => setDeleting(file)}
            />
          ))}
        </Box>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={text.deleteTitle}
        body={deleting ? text.deleteBody(fileLabel(deleting)) : ''}
        confirmLabel={text.delete}
        destructive
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            { id: deleting.id, titleId: deleting.titleId },
            { onSuccess: () => toast(text.deleted), onError: failed, onSettled: () => setDeleting(null) },
          )
        }
      />
      {subtitleFor && (
        <SubtitleDialog
          key={subtitleFor.id}
          file={subtitleFor}
          onClose={() => setSubtitleFor(null)}
          onDone={(message) => {
            setSubtitleFor(null);
            toast(message);
          }}
        />
      )}
    </FormSection>
  );
}
