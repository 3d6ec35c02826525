import Box from '@mui/material/Box';
import { Link } from 'react-router';
import { messages } from '../../messages/index.ts';
import { NotificationDot } from './notification-dot.tsx';
import { useMenuItems } from './use-menu-items.ts';

/** The header's row of links above 675px; the current page is white with a teal underline. */
export function DesktopMenu() {
  const { items, activeKey } = useMenuItems('desktop');
  return (
    <Box
      component="nav"
      aria-label={messages.menu.main}
      sx={{
        minWidth: 0,
        overflowX: 'auto',
        scrollbarWidth: 'none',
        '&::-webkit-scrollbar': { display: 'none' },
      }}
    >
      <Box component="ul" sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0, lg: 0.5 }, m: 0, p: 0 }}>
        {items.map(({ key, label, to, dot }) => {
          const active = key === activeKey;
          return (
            <Box component="li" key={key} sx={{ listStyle: 'none', flexShrink: 0 }}>
              <Box
                component={Link}
                to={to}
                data-menu-item={key}
                aria-current={active ? 'page' : undefined}
                sx={{
                  position: 'relative',
                  display: 'block',
                  px: { xs: 0.9, lg: 1.4 },
                  py: 1,
                  fontSize: { xs: '0.82rem', lg: '0.92rem' },
                  fontWeight: active ? 700 : 500,
                  whiteSpace: 'nowrap',
                  color: active ? 'common.white' : 'text.secondary',
                  transition: 'color 150ms',
                  '&:hover': { color: 'common.white' },
                  '&:focus-visible': {
                    outline: '2px solid',
                    outlineColor: 'secondary.main',
                    borderRadius: 1,
                  },
                  '&::after': {
                    content: '""',
                    position: 'absolute',
                    insetInline: 10,
                    bottom: 0,
                    height: 2,
                    borderRadius: 1,
                    bgcolor: 'secondary.main',
                    transform: active ? 'scaleX(1)' : 'scaleX(0)',
                    transition: 'transform 200ms',
                  },
                }}
              >
                <NotificationDot show={!!dot}>{label}</NotificationDot>
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
