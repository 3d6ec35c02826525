import { keyframes } from '@emotion/react';
import Box from '@mui/material/Box';
import { messages } from '../../messages/index.ts';

const slide = keyframes`
  0% { transform: translateX(-100%); }
  100% { transform: translateX(250%); }
`;

/** Full-screen cover while a page's code or the signed-in state loads. */
export function LoadingScreen({ label = messages.loading }: { label?: string }) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-busy
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: 'modal',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2.5,
        bgcolor: 'background.default',
      }}
    >
      <Box sx={{ fontSize: '2.4rem', fontWeight: 700, color: 'common.white' }}>{messages.app.name}</Box>
      <Box
        sx={{ width: 120, height: 3, borderRadius: 2, overflow: 'hidden', bgcolor: 'rgba(255,255,255,0.08)' }}
      >
        <Box
          sx={{
            width: '40%',
            height: '100%',
            borderRadius: 2,
            bgcolor: 'secondary.main',
            animation: `${slide} 1.1s ease-in-out infinite`,
          }}
        />
      </Box>
    </Box>
  );
}
