import Box from '@mui/material/Box';
import { Link } from 'react-router';
import { messages } from '../../messages/index.ts';

/** The wordmark: the product name with a teal bar, linking home. */
export function Logo({ size = 'medium' }: { size?: 'medium' | 'large' }) {
  return (
    <Box
      component={Link}
      to="/"
      aria-label={messages.menu.home}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        flexShrink: 0,
        fontWeight: 700,
        fontSize: size === 'large' ? '2rem' : '1.55rem',
        letterSpacing: 0,
        color: 'common.white',
        lineHeight: 1,
      }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{
          width: size === 'large' ? 10 : 8,
          height: size === 'large' ? 30 : 24,
          borderRadius: 1,
          background: 'linear-gradient(180deg, #35e0b5 0%, #139a7b 100%)',
          boxShadow: '0 0 16px rgba(31, 191, 154, 0.55)',
        }}
      />
      {messages.app.name}
    </Box>
  );
}
