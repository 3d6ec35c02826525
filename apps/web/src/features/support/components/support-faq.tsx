import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { contactMessages } from '../messages.ts';

/** Short answers to what people ask most, as native disclosure widgets (keyboard-ready, no JS). */
export function SupportFaq() {
  return (
    <Box component="section" aria-labelledby="support-faq">
      <Typography id="support-faq" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1.5 }}>
        {contactMessages.faqTitle}
      </Typography>
      {contactMessages.faq.map((item) => (
        <Box
          key={item.q}
          component="details"
          sx={{
            borderBottom: '1px solid',
            borderColor: 'divider',
            '& summary': {
              cursor: 'pointer',
              py: 1.5,
              fontWeight: 500,
              listStylePosition: 'inside',
              '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main', borderRadius: 1 },
            },
          }}
        >
          <summary>{item.q}</summary>
          <Typography sx={{ color: 'text.secondary', pb: 1.5, lineHeight: 1.9 }}>{item.a}</Typography>
        </Box>
      ))}
    </Box>
  );
}
