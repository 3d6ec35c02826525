import CloudUploadRounded from '@mui/icons-material/CloudUploadRounded';
import VideoFileRounded from '@mui/icons-material/VideoFileRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { FormSection } from '../../admin-shell/index.ts';
import { formatFileSize } from '../../titles/index.ts';
import { useMediaUpload } from '../api/upload-media.ts';
import { adminMediaMessages } from '../messages.ts';
import { InterruptedUploads } from './interrupted-uploads.tsx';
import { defaultTarget, type EpisodeOption, effectiveTarget } from './media-target.ts';
import { MediaTargetFields } from './media-target-fields.tsx';
import { formatPercent } from './media-words.ts';

const text = adminMediaMessages.upload;

/** Video files the pipeline reads; the server checks the type again (415). */
const ACCEPTED_VIDEO = 'video/*,.mp4,.m4v,.mkv,.mov,.webm,.avi,.ts';

/**
 * Uploading a video to the title: the file, what it becomes, then a resumable upload with its
 * progress and a cancel button. Once sent, the video waits in «در حال آماده‌سازی» until transcoded.
 */
export function UploadPanel({ titleId, episodes }: { titleId: number; episodes: EpisodeOption[] }) {
  const [file, setFile] = useState<File | null>(null);
  const [target, setTarget] = useState(() => defaultTarget(titleId));
  const { state, start, cancel } = useMediaUpload(titleId);
  const uploading = state.phase === 'uploading';
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const progressId = useId();

  return (
    <FormSection title={text.section} columns={2}>
      <Box sx={{ gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Button
          component="label"
          htmlFor={inputId}
          variant="outlined"
          color="inherit"
          startIcon={<VideoFileRounded />}
          disabled={uploading}
        >
          {text.choose}
          <input
            id={inputId}
            ref={input}
            type="file"
            name="video"
            accept={ACCEPTED_VIDEO}
            hidden
            disabled={uploading}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </Button>
        <Typography
          data-chosen-file
          sx={{ minWidth: 0, overflowWrap: 'anywhere', color: file ? 'text.primary' : 'text.secondary' }}
        >
          {file ? `${file.name} (${formatFileSize(file.size)})` : text.noFile}
        </Typography>
      </Box>
      <MediaTargetFields
        name="upload"
        value={target}
        onChange={setTarget}
        episodes={episodes}
        disabled={uploading}
      />
      <Typography variant="body2" sx={{ gridColumn: '1 / -1', color: 'text.secondary' }}>
        {text.hint}
      </Typography>
      <Box sx={{ gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          color="secondary"
          startIcon={<CloudUploadRounded />}
          disabled={!file || uploading}
          onClick={() => {
            if (!file) return;
            void start(file, effectiveTarget(target));
            // Emptied, so choosing the same file again (to resume it) is a change the input reports.
            setFile(null);
            if (input.current) input.current.value = '';
          }}
        >
          {text.start}
        </Button>
        {uploading && (
          <Button color="error" variant="outlined" onClick={() => void cancel()}>
            {text.cancel}
          </Button>
        )}
      </Box>
      {uploading && (
        <Box sx={{ gridColumn: '1 / -1' }} data-upload-progress>
          {state.resumed && (
            <Typography variant="body2" sx={{ mb: 1, color: 'info.light' }}>
              {text.resuming}
            </Typography>
          )}
          <LinearProgress
            variant="determinate"
            color="secondary"
            value={state.total > 0 ? (state.sent / state.total) * 100 : 0}
            aria-label={text.progressLabel}
            aria-describedby={progressId}
            sx={{ height: 8, borderRadius: 4 }}
          />
          <Typography
            id={progressId}
            variant="body2"
            sx={{ mt: 1, color: 'text.secondary' }}
            aria-live="polite"
          >
            {state.fileName}:{' '}
            {text.progress(
              formatPercent(state.sent, state.total),
              formatFileSize(state.sent),
              formatFileSize(state.total),
            )}
          </Typography>
        </Box>
      )}
      {state.phase === 'done' && (
        <Alert severity="success" sx={{ gridColumn: '1 / -1' }} data-upload-done>
          {`${state.fileName}: ${text.done}`}
        </Alert>
      )}
      {state.phase === 'failed' && (
        <Alert severity="error" sx={{ gridColumn: '1 / -1' }} data-upload-failed>
          {`${state.fileName}: ${state.message}`}
        </Alert>
      )}
      {state.phase === 'cancelled' && (
        <Alert severity="info" sx={{ gridColumn: '1 / -1' }}>
          {text.cancelled}
        </Alert>
      )}
      {!uploading && <InterruptedUploads titleId={titleId} phase={state.phase} />}
    </FormSection>
  );
}
