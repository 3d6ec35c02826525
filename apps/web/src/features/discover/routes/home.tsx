import ExploreOutlinedIcon from '@mui/icons-material/ExploreOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheck';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/link-button.tsx';
import { HEADER_HEIGHT } from '../../../config/layout.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { messages } from '../../../messages.ts';

const featureIcons = [ExploreOutlinedIcon, InfoOutlinedIcon, PlaylistAddCheckIcon];

/**
 * `/` (filters such as order_by, type, q and is_dubbed in the query). The catalogue issue fills
 * it with title rows; the shell ships its hero so the first screen is already the product's.
 */
export function HomePage() {
  const [params] = useSearchParams();
  const query = params.get('q');
  const heading = query
    ? messages.home.searchTitle(query)
    : params.get('is_dubbed') === '1'
      ? messages.home.dubbedTitle
      : messages.home.title;
  useDocumentTitle(query || params.get('is_dubbed') ? heading : undefined);
  return (
    <>
      <Box
        component="section"
        sx={{
          position: 'relative',
          mt: `-${HEADER_HEIGHT}px`,
          pt: `${HEADER_HEIGHT + 48}px`,
          pb: { xs: 7, sm: 10 },
          minHeight: { xs: 440, sm: 520 },
          display: 'flex',
          alignItems: 'center',
          overflow: 'hidden',
          background: [
            'radial-gradient(60% 70% at 85% 20%, rgba(31,191,154,0.28) 0%, rgba(31,191,154,0) 70%)',
            'radial-gradient(50% 60% at 10% 90%, rgba(255,45,85,0.16) 0%, rgba(255,45,85,0) 70%)',
            'linear-gradient(180deg, #141418 0%, #0b0b0d 100%)',
          ].join(', '),
          '&::after': {
            content: '""',
            position: 'absolute',
            inset: 0,
            opacity: 0.5,
            backgroundImage:
              'repeating-linear-gradient(90deg, rgba(255,255,255,0.035) 0 1px, transparent 1px 120px)',
            maskImage: 'linear-gradient(180deg, transparent, black 30%, black 70%, transparent)',
            pointerEvents: 'none',
          },
        }}
      >
        <Container maxWidth="lg" sx={{ position: 'relative', zIndex: 1 }}>
          <Typography
            component="h1"
            variant="h1"
            sx={{ fontSize: { xs: '2rem', sm: '3rem' }, maxWidth: 640 }}
          >
            {heading}
          </Typography>
          <Typography
            sx={{
              mt: 2,
              maxWidth: 560,
              color: 'text.secondary',
              fontSize: { xs: '1rem', sm: '1.15rem' },
              lineHeight: 2,
            }}
          >
            {messages.home.body}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1.5, mt: 4, flexWrap: 'wrap' }}>
            <LinkButton to="/tv">{messages.home.browseSeries}</LinkButton>
            <LinkButton to="/comingsoon" variant="outlined">
              {messages.home.browseComingSoon}
            </LinkButton>
            <LinkButton to="/collections" variant="text">
              {messages.home.browseCollections}
            </LinkButton>
          </Box>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ mt: { xs: 4, sm: 6 } }}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
          {messages.home.features.map((feature, index) => {
            const Icon = featureIcons[index] ?? ExploreOutlinedIcon;
            return (
              <Box
                key={feature.title}
                sx={{
                  p: 3,
                  borderRadius: 3,
                  bgcolor: 'background.paper',
                  border: '1px solid',
                  borderColor: 'divider',
                }}
              >
                <Icon sx={{ color: 'secondary.main', fontSize: 30 }} />
                <Typography component="h2" variant="h5" sx={{ mt: 1.5, fontWeight: 700 }}>
                  {feature.title}
                </Typography>
                <Typography sx={{ color: 'text.secondary', mt: 1, lineHeight: 1.9 }}>
                  {feature.body}
                </Typography>
              </Box>
            );
          })}
        </Box>
        <Typography sx={{ color: 'text.secondary', mt: 4, textAlign: 'center' }}>
          {messages.home.catalogueSoon}
        </Typography>
      </Container>
    </>
  );
}
