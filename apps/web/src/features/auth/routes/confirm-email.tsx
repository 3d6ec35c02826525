import MailIcon from '@mui/icons-material/MarkEmailReadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { LinkButton } from '../../../components/link-button.tsx';
import { useConfirmEmailAddition } from '../api/confirm-email-addition.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { authErrorMessage } from '../lib/auth-result.ts';
import { authMessages } from '../messages.ts';

/** `/auth/confirm-email?token=`: the emailed link that adds an address to a number account. */
export function ConfirmEmailPage() {
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const { mutate, data, error, isPending } = useConfirmEmailAddition();
  useEffect(() => mutate({ token }), [mutate, token]);
  return (
    <AuthCard
      icon={<MailIcon />}
      eyebrow={authMessages.confirmEmail.title}
      title={authMessages.confirmEmail.title}
      subtitle={authMessages.confirmEmail.subtitle}
    >
      {isPending && <CircularProgress aria-label={authMessages.confirmEmail.confirming} />}
      {data && <Alert severity="success">{data.message}</Alert>}
      {error && <Alert severity="error">{authErrorMessage(error)}</Alert>}
      {!isPending && (
        <Box sx={{ mt: 2 }}>
          <LinkButton to="/user/dashboard" variant="text">
            {authMessages.confirmEmail.toDashboard}
          </LinkButton>
        </Box>
      )}
    </AuthCard>
  );
}
