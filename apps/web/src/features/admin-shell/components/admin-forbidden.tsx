import Box from '@mui/material/Box';
import { PageMessage } from '../../../components/layout/page-message.tsx';
import { LinkButton } from '../../../components/link-button.tsx';
import { adminMessages as text } from '../messages.ts';

/** What a signed-in user who is not an administrator sees at any `/admin` address. */
export function AdminForbidden() {
  return (
    <Box component="main" id="main" sx={{ minHeight: '100vh', display: 'grid', alignItems: 'center' }}>
      <PageMessage
        badge={
          <Box
            component="span"
            sx={{ fontSize: '3rem', fontWeight: 700, color: 'error.main', lineHeight: 1 }}
          >
            {text.forbidden.badge}
          </Box>
        }
        title={text.forbidden.title}
        body={text.forbidden.body}
        actions={<LinkButton to="/">{text.forbidden.home}</LinkButton>}
      />
    </Box>
  );
}
