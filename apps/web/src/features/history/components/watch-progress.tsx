import ReplayIcon from '@mui/icons-material/Replay';
import Box from '@mui/material/Box';
import { formatPlaybackTime } from '../../../components/video-player/media-source.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { useProgressReporter } from '../hooks/use-progress-reporter.ts';
import { useResumePosition } from '../hooks/use-resume-position.ts';
import { historyMessages as text } from '../messages.ts';

/**
 * The watch page's part of the library, for signed-in viewers: reports the playing file's
 * progress, resumes it where it was left and offers to play it from the start instead.
 */
export function WatchProgress({ video, fileId }: { video: HTMLVideoElement | null; fileId: number }) {
  const signedIn = useAuthStore((state) => state.status === 'authenticated');
  useProgressReporter(video, fileId, signedIn);
  const { resumedAt, restart } = useResumePosition(video, fileId, signedIn);
  if (resumedAt === null) return null;
  return (
    <Box
      role="status"
      data-resumed-at={Math.floor(resumedAt)}
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 1.5,
        mt: 2,
        px: 2,
        py: 1,
        borderRadius: 2,
        bgcolor: 'rgba(255,255,255,0.06)',
        color: 'text.secondary',
        fontSize: '0.9rem',
      }}
    >
      {text.resumedFrom(formatPlaybackTime(resumedAt))}
      <Box
        component="button"
        type="button"
        onClick={restart}
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          minHeight: 36,
          px: 1.5,
          border: '1px solid rgba(255,255,255,0.3)',
          borderRadius: 2,
          bgcolor: 'transparent',
          color: 'common.white',
          font: 'inherit',
          cursor: 'pointer',
          '&:hover': { borderColor: 'common.white' },
          '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.light', outlineOffset: 2 },
        }}
      >
        <ReplayIcon fontSize="small" aria-hidden />
        {text.fromStart}
      </Box>
    </Box>
  );
}
