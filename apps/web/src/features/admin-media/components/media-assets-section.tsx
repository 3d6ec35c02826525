import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AdminMediaAsset, AdminTitleDetail } from '@pardeh/contract';
import { useState } from 'react';
import { ConfirmDialog, FormSection, useAdminToast } from '../../admin-shell/index.ts';
import { useDeleteMediaAsset } from '../api/delete-media-asset.ts';
import { useRetryMediaJob } from '../api/retry-media-job.ts';
import { adminMediaMessages } from '../messages.ts';
import { MediaAssetCard } from './media-asset-card.tsx';
import { episodeLabel } from './media-target.ts';

const text = adminMediaMessages.assets;

/** The title's videos not on the site yet: queued, being fetched or transcoded, or failed. */
export function MediaAssetsSection({
  assets,
  title,
}: {
  assets: AdminMediaAsset[];
  title: AdminTitleDetail;
}) {
  const retry = useRetryMediaJob();
  const remove = useDeleteMediaAsset();
  const toast = useAdminToast();
  const [removing, setRemoving] = useState<AdminMediaAsset | null>(null);
  const failed = (error: Error) => toast(error.message, 'error');

  return (
    <FormSection title={text.section} columns={1}>
      {assets.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{text.empty}</Typography>
      ) : (
        <Box
          component="ul"
          aria-label={text.section}
          sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}
        >
          {assets.map((asset) => (
            <MediaAssetCard
              key={asset.id}
              asset={asset}
              target={episodeLabel(title, asset.episodeId)}
              busy={retry.isPending || remove.isPending}
              onRetry={() =>
                asset.jobId !== null &&
                retry.mutate(asset.jobId, { onSuccess: () => toast(text.retried), onError: failed })
              }
              onRemove={() => setRemoving(asset)}
            />
          ))}
        </Box>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={text.removeTitle}
        body={removing ? text.removeBody(removing.sourceName) : ''}
        confirmLabel={text.remove}
        destructive
        pending={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(
            { id: removing.id, titleId: removing.titleId },
            {
              onSuccess: () => toast(text.removed),
              onError: failed,
              onSettled: () => setRemoving(null),
            },
          )
        }
      />
    </FormSection>
  );
}
