import PhoneIcon from '@mui/icons-material/PhoneIphoneOutlined';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { Link, useLocation } from 'react-router';
import { authPageKeepingRedirect } from '../lib/login-redirect.ts';
import { authMessages } from '../messages.ts';

/** The way to phone sign-in from the email pages, as Iranian streaming sites lead with it. */
export function PhoneEntryLink() {
  const { search } = useLocation();
  return (
    <>
      <Button
        component={Link}
        to={authPageKeepingRedirect('/auth/phone', search)}
        variant="outlined"
        color="inherit"
        fullWidth
        size="large"
        startIcon={<PhoneIcon />}
        sx={{ minHeight: 48, borderRadius: 2, borderColor: 'rgba(255,255,255,0.25)' }}
      >
        {authMessages.phone.usePhone}
      </Button>
      <Divider sx={{ my: 2.5, color: 'text.secondary', fontSize: '0.85rem' }}>
        {authMessages.login.or}
      </Divider>
    </>
  );
}
