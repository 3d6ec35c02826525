import InstagramIcon from '@mui/icons-material/Instagram';
import TelegramIcon from '@mui/icons-material/Telegram';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { siteConfig } from '../../../config/site.ts';
import { contactMessages } from '../messages.ts';

/** The channels the operator configured (SITE_MESSAGING_URL, SITE_PHOTO_URL); none is fine too. */
export function SupportChannels() {
  const { messagingUrl, photoUrl } = siteConfig;
  return (
    <Box component="section" aria-labelledby="support-channels">
      <Typography id="support-channels" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1.5 }}>
        {contactMessages.channelsTitle}
      </Typography>
      {!messagingUrl && !photoUrl ? (
        <Typography sx={{ color: 'text.secondary' }}>{contactMessages.noChannels}</Typography>
      ) : (
        <Box component="ul" sx={{ display: 'grid', gap: 1.5, m: 0, p: 0, listStyle: 'none' }}>
          {messagingUrl && (
            <Channel
              href={messagingUrl}
              icon={<TelegramIcon />}
              hue={200}
              name={contactMessages.messaging}
              hint={contactMessages.messagingHint}
            />
          )}
          {photoUrl && (
            <Channel
              href={photoUrl}
              icon={<InstagramIcon />}
              hue={330}
              name={contactMessages.photos}
              hint={contactMessages.photosHint}
            />
          )}
        </Box>
      )}
    </Box>
  );
}

interface ChannelProps {
  href: string;
  icon: ReactNode;
  hue: number;
  name: string;
  hint: string;
}

function Channel({ href, icon, hue, name, hint }: ChannelProps) {
  return (
    <li>
      <Box
        component="a"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        data-channel={name}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.75,
          p: 1.75,
          borderRadius: 3,
          border: '1px solid',
          borderColor: 'divider',
          background: `linear-gradient(120deg, hsl(${hue} 60% 40% / 0.18) 0%, transparent 70%)`,
          transition: 'border-color 150ms',
          '&:hover': { borderColor: `hsl(${hue} 70% 60% / 0.6)` },
          '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
        }}
      >
        <Box
          aria-hidden
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: 44,
            height: 44,
            flexShrink: 0,
            borderRadius: '50%',
            bgcolor: `hsl(${hue} 60% 45%)`,
            color: '#fff',
          }}
        >
          {icon}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ fontWeight: 700 }}>{name}</Box>
          <Box sx={{ fontSize: '0.85rem', color: 'text.secondary' }}>{hint}</Box>
        </Box>
      </Box>
    </li>
  );
}
