import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { AdminMediaAsset } from '@pardeh/contract';
import { Fragment } from 'react';
import { formatJalaliDateTime } from '../../admin-shell/index.ts';
import { formatFileSize } from '../../titles/index.ts';
import { isAssetActive } from '../api/get-title-media.ts';
import { adminMediaMessages } from '../messages.ts';
import { MediaStatusChip } from './media-status-chip.tsx';
import { assetSource, formatPercent } from './media-words.ts';

const text = adminMediaMessages;

interface MediaAssetCardProps {
  asset: AdminMediaAsset;
  /** Where it goes: «فصل ۱، قسمت ۲» (empty for the title itself). */
  target: string;
  onRetry(): void;
  onRemove(): void;
  busy: boolean;
}

/**
 * A video on its way (or stuck): its source, what it becomes, its state and progress; a failed
 * one shows the pipeline's Persian reason with a retry button.
 */
export function MediaAssetCard({ asset, target, onRetry, onRemove, busy }: MediaAssetCardProps) {
  const failed = asset.status === 'failed';
  const removable = failed || asset.status === 'queued';
  const name = asset.sourceName;
  return (
    <Box
      component="li"
      data-asset={asset.id}
      data-status={asset.status}
      sx={{
        p: 2,
        borderRadius: 2,
        border: '1px solid',
        borderColor: failed ? 'error.dark' : 'divider',
        display: 'grid',
        gap: 1,
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <MediaStatusChip status={asset.status} kind="asset" />
        <Typography sx={{ fontWeight: 700, minWidth: 0, overflowWrap: 'anywhere', flex: 1 }}>
          {name}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {[
          text.purposes[asset.purpose],
          target,
          asset.purpose === 'file' ? text.languages[asset.language] : '',
          asset.premiumOnly ? text.target.premium : '',
          assetSource(asset),
          asset.sourceBytes === null ? '' : formatFileSize(asset.sourceBytes),
          formatJalaliDateTime(asset.createdAt),
        ]
          .filter(Boolean)
          .map((part, index) => (
            // Each part isolated, so a Latin file name does not pull its neighbours out of order.
            <Fragment key={part}>
              {index > 0 && ' · '}
              <bdi>{part}</bdi>
            </Fragment>
          ))}
      </Typography>
      {isAssetActive(asset) && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <LinearProgress
            sx={{ flex: 1, height: 6, borderRadius: 3 }}
            color="secondary"
            aria-label={text.assets.progressLabel(name)}
            {...(asset.progress === null
              ? { variant: 'indeterminate' as const }
              : { variant: 'determinate' as const, value: asset.progress })}
          />
          {asset.progress !== null && (
            <Typography variant="body2" sx={{ minWidth: 40 }}>
              {text.assets.progress(formatPercent(asset.progress, 100))}
            </Typography>
          )}
        </Box>
      )}
      {asset.error && (
        <Alert severity={failed ? 'error' : 'warning'} data-asset-error>
          {`${text.assets.failedReason} ${asset.error}`}
          {!failed && ` ${text.assets.willRetry}`}
        </Alert>
      )}
      {(failed || removable) && (
        <Box sx={{ display: 'flex', gap: 1 }}>
          {failed && asset.jobId !== null && (
            <Button size="small" variant="outlined" color="secondary" onClick={onRetry} disabled={busy}>
              {text.assets.retry}
            </Button>
          )}
          {removable && (
            <Button size="small" color="error" onClick={onRemove} disabled={busy}>
              {text.assets.remove}
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}
