import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatJalaliDateTime } from '../../admin-shell/index.ts';
import { type MediaUploadState, useInterruptedUploads } from '../api/upload-media.ts';
import { adminMediaMessages } from '../messages.ts';

const text = adminMediaMessages.upload;

/**
 * Uploads of this title that this browser started and did not finish (a reload, a closed tab):
 * choosing the same file again for the same target continues where it stopped.
 */
export function InterruptedUploads({
  titleId,
  phase,
}: {
  titleId: number;
  phase: MediaUploadState['phase'];
}) {
  const { uploads, forget } = useInterruptedUploads(titleId, phase);
  if (uploads.length === 0) return null;
  return (
    <Box sx={{ gridColumn: '1 / -1' }} data-interrupted-uploads>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {text.interrupted}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {text.interruptedHint}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
        {uploads.map((upload) => (
          <Box
            component="li"
            key={upload.key}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
          >
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {text.interruptedItem(upload.fileName, formatJalaliDateTime(upload.createdAt))}
            </Typography>
            <Button size="small" color="inherit" onClick={() => void forget(upload.key)}>
              {text.forget}
            </Button>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
