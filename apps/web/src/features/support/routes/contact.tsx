import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { messages } from '../../../messages/index.ts';
import { SupportChannels } from '../components/support-channels.tsx';
import { SupportFaq } from '../components/support-faq.tsx';
import { SupportForm } from '../components/support-form.tsx';
import { contactMessages } from '../messages.ts';

/** `/contact`: the support page: channels, common questions and the message form. */
export function ContactPage() {
  useDocumentTitle(messages.pages.contact);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <Box
        sx={{
          mb: { xs: 3, sm: 5 },
          p: { xs: 3, sm: 5 },
          borderRadius: 4,
          border: '1px solid',
          borderColor: 'divider',
          background:
            'radial-gradient(80% 120% at 100% 0%, rgba(31,191,154,0.2) 0%, transparent 60%), radial-gradient(60% 90% at 0% 100%, rgba(255,45,85,0.1) 0%, transparent 70%), #121215',
        }}
      >
        <Typography component="h1" variant="h2" sx={{ fontSize: { xs: '1.6rem', sm: '2.2rem' } }}>
          {contactMessages.title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1.5, maxWidth: 640, lineHeight: 2 }}>
          {contactMessages.intro}
        </Typography>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 4, md: 5 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Box
          component="section"
          sx={{
            p: { xs: 2.5, sm: 4 },
            borderRadius: 4,
            bgcolor: 'background.paper',
            border: '1px solid',
            borderColor: 'divider',
          }}
        >
          <Typography id="support-form-title" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2.5 }}>
            {contactMessages.formTitle}
          </Typography>
          <SupportForm />
        </Box>
        <Box sx={{ display: 'grid', gap: 4 }}>
          <SupportChannels />
          <SupportFaq />
        </Box>
      </Box>
    </Container>
  );
}
