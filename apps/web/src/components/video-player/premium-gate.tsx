import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { playerMessages } from '../../messages/player.ts';
import { LinkButton } from '../link-button.tsx';

/** Shown in the player's 16:9 frame instead of a premium-only file, for users without premium. */
export function PremiumGate({ backdrop }: { backdrop?: string | null }) {
  return (
    <Box
      data-premium-gate
      sx={{
        position: 'relative',
        width: '100%',
        aspectRatio: { xs: 'auto', sm: '16 / 9' },
        minHeight: { xs: 260, sm: 0 },
        borderRadius: { xs: 0, sm: 3 },
        overflow: 'hidden',
        display: 'grid',
        placeItems: 'center',
        textAlign: 'center',
        bgcolor: '#0c0c0f',
        backgroundImage: backdrop
          ? `linear-gradient(rgba(8,8,10,0.82), rgba(8,8,10,0.92)), url("${backdrop}")`
          : 'radial-gradient(90% 70% at 50% 0%, rgba(245,197,24,0.16) 0%, rgba(245,197,24,0) 60%)',
        backgroundSize: 'cover',
        backgroundPosition: 'center',
        p: 3,
      }}
    >
      <Box sx={{ maxWidth: 440 }}>
        <WorkspacePremiumIcon sx={{ fontSize: 48, color: '#f5c518', mb: 1 }} aria-hidden />
        <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
          {playerMessages.premiumTitle}
        </Typography>
        <Typography sx={{ color: 'text.secondary', lineHeight: 1.9, mb: 3 }}>
          {playerMessages.premiumBody}
        </Typography>
        <LinkButton to="/gopremium">{playerMessages.goPremium}</LinkButton>
      </Box>
    </Box>
  );
}
