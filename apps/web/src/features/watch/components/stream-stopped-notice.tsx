import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { watchMessages } from '../messages.ts';
import { overlayButtonSx, overlayPanelSx } from './overlay-styles.ts';

/**
 * Laid over the paused video when the viewer stopped this play from another device: the server's
 * sentence, and a button that claims a screen here again.
 */
export function StreamStoppedNotice({ message, playHere }: { message: string; playHere(): void }) {
  return (
    <Box
      role="alert"
      data-stream-stopped
      sx={{
        ...overlayPanelSx,
        position: 'absolute',
        insetInline: 16,
        top: '50%',
        transform: 'translateY(-50%)',
        mx: 'auto',
        maxWidth: 420,
        p: 2.5,
        borderRadius: 3,
        textAlign: 'center',
      }}
    >
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {watchMessages.stoppedTitle}
      </Typography>
      <Typography sx={{ mb: 2, lineHeight: 1.9 }}>{message}</Typography>
      <Box component="button" type="button" onClick={playHere} sx={overlayButtonSx}>
        {watchMessages.playHere}
      </Box>
    </Box>
  );
}
