import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { MyRequests } from '../components/my-requests.tsx';
import { RequestForm } from '../components/request-form.tsx';
import { requestsMessages as text } from '../messages.ts';

/** `/user/new-request`: the request form beside the user's requests, their statuses and replies. */
export function NewRequestPage() {
  useDocumentTitle(text.title);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <Typography component="h1" variant="h2" sx={{ fontSize: { xs: '1.7rem', sm: '2.2rem' } }}>
        {text.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1, mb: { xs: 3, sm: 4 }, maxWidth: 720, lineHeight: 2 }}>
        {text.intro}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 4, md: 5 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box
          component="section"
          aria-labelledby="request-form-title"
          sx={{
            p: { xs: 2.5, sm: 4 },
            borderRadius: 4,
            bgcolor: 'background.paper',
            border: '1px solid',
            borderColor: 'divider',
          }}
        >
          <Typography id="request-form-title" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2.5 }}>
            {text.formTitle}
          </Typography>
          <RequestForm />
        </Box>
        <MyRequests />
      </Box>
    </Container>
  );
}
