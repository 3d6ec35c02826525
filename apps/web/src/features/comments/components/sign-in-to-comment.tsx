import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { LinkButton } from '../../../components/link-button.tsx';
import { useCookie } from '../../../hooks/use-cookie.ts';
import { loginRedirectPath } from '../../auth/index.ts';
import { COMMENTS_ANCHOR } from '../lib/comments-link.ts';
import { commentsMessages as m } from '../messages.ts';

/** What a signed-out visitor sees instead of the form: why to sign in, and a way back here after. */
export function SignInToComment() {
  const { pathname, search } = useLocation();
  const referrer = useCookie('ref');
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
        p: 2,
        borderRadius: 2,
        bgcolor: 'rgba(255,255,255,0.04)',
      }}
    >
      <Typography sx={{ flex: '1 1 16rem' }}>{m.signInPrompt}</Typography>
      <LinkButton to={loginRedirectPath(`${pathname}${search}#${COMMENTS_ANCHOR}`, referrer)}>
        {m.signIn}
      </LinkButton>
    </Box>
  );
}
