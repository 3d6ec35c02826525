import InstagramIcon from '@mui/icons-material/Instagram';
import TelegramIcon from '@mui/icons-material/Telegram';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { BOTTOM_BAR_HEIGHT, mobileMediaQuery } from '../../config/layout.ts';
import { siteConfig } from '../../config/site.ts';
import { messages } from '../../messages/index.ts';
import { Logo } from '../header/logo.tsx';

const columns = [
  {
    title: messages.footer.explore,
    links: [
      { to: '/tv', label: messages.menu.series },
      { to: '/movies', label: messages.menu.movies },
      { to: '/?is_dubbed=1', label: messages.menu.dubbed },
      { to: '/comingsoon', label: messages.menu.comingSoon },
      { to: '/collections', label: messages.menu.collections },
      { to: '/categories', label: messages.menu.categories },
    ],
  },
  {
    title: messages.footer.account,
    links: [
      { to: '/user/dashboard', label: messages.menu.dashboard },
      { to: '/premium/plans', label: messages.footer.premium },
      { to: '/contact', label: messages.menu.support },
    ],
  },
];

/** Rights notice (the owner's name is configuration), quick links, and the site's social profiles. */
export function Footer() {
  const { ownerName, messagingUrl, photoUrl } = siteConfig;
  return (
    <Box
      component="footer"
      sx={{
        mt: 8,
        borderTop: '1px solid',
        borderColor: 'divider',
        bgcolor: '#08080a',
        // The mobile bottom bar may cover the end of the page: always leave its room, so no shift.
        [mobileMediaQuery]: { pb: `${BOTTOM_BAR_HEIGHT}px` },
      }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 4, sm: 5 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr' },
          }}
        >
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
            <Logo />
            <Typography
              variant="body2"
              sx={{ color: 'text.secondary', mt: 2, maxWidth: 360, lineHeight: 1.9 }}
            >
              {messages.app.tagline}
            </Typography>
            {(messagingUrl || photoUrl) && (
              <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
                {messagingUrl && (
                  <Box
                    component="a"
                    href={messagingUrl}
                    target="_blank"
                    rel="noopener"
                    aria-label={messages.footer.messaging}
                    sx={socialButton}
                  >
                    <TelegramIcon />
                  </Box>
                )}
                {photoUrl && (
                  <Box
                    component="a"
                    href={photoUrl}
                    target="_blank"
                    rel="noopener"
                    aria-label={messages.footer.photos}
                    sx={socialButton}
                  >
                    <InstagramIcon />
                  </Box>
                )}
              </Box>
            )}
          </Box>
          {columns.map((column) => (
            <Box key={column.title} component="nav" aria-label={column.title}>
              <Typography component="h2" sx={{ fontWeight: 700, fontSize: '0.95rem', mb: 1.5 }}>
                {column.title}
              </Typography>
              <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
                {column.links.map((link) => (
                  <Box component="li" key={link.to} sx={{ listStyle: 'none' }}>
                    <Box
                      component={Link}
                      to={link.to}
                      sx={{
                        color: 'text.secondary',
                        fontSize: '0.9rem',
                        '&:hover': { color: 'secondary.light' },
                      }}
                    >
                      {link.label}
                    </Box>
                  </Box>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
        <Typography
          variant="body2"
          sx={{
            color: 'text.secondary',
            mt: 4,
            pt: 3,
            borderTop: '1px solid',
            borderColor: 'divider',
            textAlign: 'center',
          }}
        >
          {messages.footer.rights(ownerName)}
        </Typography>
      </Container>
    </Box>
  );
}

// Plain anchors rather than IconButton: the footer ships with every first page load.
const socialButton = {
  display: 'inline-grid',
  placeItems: 'center',
  width: 40,
  height: 40,
  borderRadius: '50%',
  color: 'text.secondary',
  bgcolor: 'rgba(255,255,255,0.05)',
  transition: 'background-color 150ms, color 150ms',
  '&:hover': { color: 'secondary.main', bgcolor: 'rgba(31,191,154,0.12)' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main' },
} as const;
