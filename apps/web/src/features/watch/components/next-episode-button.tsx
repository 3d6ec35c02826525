import SkipNextRoundedIcon from '@mui/icons-material/SkipNextRounded';
import Box from '@mui/material/Box';
import { Link } from 'react-router';
import { watchMessages as text } from '../messages.ts';
import { overlayButtonSx } from './overlay-styles.ts';

/** «قسمت بعد» during the credits: plays the next episode now. */
export function NextEpisodeButton({ path }: { path: string }) {
  return (
    <Box component={Link} to={path} data-next-episode sx={overlayButtonSx}>
      {text.nextEpisode}
      <SkipNextRoundedIcon aria-hidden sx={{ fontSize: 22, transform: 'scaleX(-1)' }} />
    </Box>
  );
}
