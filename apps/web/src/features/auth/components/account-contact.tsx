import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { displayPhone, type User } from '@pardeh/contract';
import { authMessages } from '../messages.ts';
import { AddEmailForm } from './add-email-form.tsx';
import { AddPhoneForm } from './add-phone-form.tsx';

function Line({ label, value }: { label: string; value: string | null }) {
  return (
    <Typography sx={{ my: 1 }}>
      {label}:{' '}
      <Box
        component="span"
        dir={value ? 'ltr' : undefined}
        sx={{ color: value ? 'text.primary' : 'text.secondary' }}
      >
        {value ?? authMessages.contact.none}
      </Box>
    </Typography>
  );
}

/** The dashboard's number and address: each shown, or a form that adds it (verified first). */
export function AccountContact({ user }: { user: User }) {
  return (
    <Box sx={{ maxWidth: 420 }}>
      <Line label={authMessages.contact.phone} value={user.phone ? displayPhone(user.phone) : null} />
      {!user.phone && <AddPhoneForm />}
      <Line label={authMessages.contact.email} value={user.email} />
      {!user.email && <AddEmailForm />}
    </Box>
  );
}
