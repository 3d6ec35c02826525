import DownloadRoundedIcon from '@mui/icons-material/DownloadRounded';
import Box from '@mui/material/Box';
import { isHlsSource } from '../../../components/video-player/media-source.ts';
import { playerMessages } from '../../../messages/player.ts';

/**
 * Saves the file itself. An HLS playlist is not one file a viewer could keep, so it gets no link.
 */
export function DownloadLink({ url }: { url: string }) {
  if (isHlsSource(url)) return null;
  return (
    <Box
      component="a"
      href={url}
      download
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        minHeight: 44,
        px: 2.5,
        borderRadius: 2,
        fontSize: '0.95rem',
        fontWeight: 500,
        color: 'common.white',
        border: '1px solid rgba(255,255,255,0.3)',
        '&:hover': { borderColor: 'common.white', bgcolor: 'rgba(255,255,255,0.06)' },
        '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.light', outlineOffset: 2 },
      }}
    >
      <DownloadRoundedIcon aria-hidden sx={{ fontSize: 20 }} />
      {playerMessages.download}
    </Box>
  );
}
