import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { adminMessages as text } from '../messages.ts';

/** A page's code or data on its way, inside the console's frame (not the site's full-screen cover). */
export function AdminLoading() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
      <CircularProgress color="secondary" aria-label={text.common.loading} />
    </Box>
  );
}
