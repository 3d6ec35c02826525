import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { messages } from '../../messages/index.ts';
import { visuallyHidden } from '../visually-hidden.ts';

/**
 * A red dot at the top corner of its content when the user has unseen notifications, with words
 * for screen readers. Lighter than MUI's Badge, which the first page load would otherwise carry.
 */
export function NotificationDot({ show, children }: { show: boolean; children: ReactNode }) {
  return (
    <Box component="span" sx={{ position: 'relative', display: 'inline-flex' }}>
      {children}
      {show && (
        <>
          <Box
            component="span"
            data-testid="new-notifications-dot"
            aria-hidden
            sx={{
              position: 'absolute',
              top: -2,
              insetInlineEnd: -8,
              width: 8,
              height: 8,
              borderRadius: '50%',
              bgcolor: 'error.main',
              boxShadow: '0 0 0 2px #0b0b0d',
            }}
          />
          <Box component="span" sx={visuallyHidden}>
            {` (${messages.menu.newNotifications})`}
          </Box>
        </>
      )}
    </Box>
  );
}
