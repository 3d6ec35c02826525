import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useParams } from 'react-router';
import { LinkButton } from '../../../components/link-button.tsx';
import { QueryFailure } from '../../../components/query-failure.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { formatNumber } from '../../../lib/persian.ts';
import { messages } from '../../../messages/index.ts';
import { useScreenshots } from '../api/get-screenshots.ts';
import { useTitle } from '../api/get-title.ts';
import { ScreenshotViewer } from '../components/screenshot-viewer.tsx';
import { titleMessages } from '../messages.ts';

/** `/screenshots/:id` (signed in; `:id` is the title's id): a gallery of stills and a full-screen viewer. */
export function ScreenshotsPage() {
  const { id = '' } = useParams();
  const title = useTitle(id);
  const shots = useScreenshots(id);
  const [open, setOpen] = useState<number | null>(null);
  const name = title.data ? (title.data.titleFa ?? title.data.titleEn) : undefined;
  useDocumentTitle(name ? titleMessages.screenshotsTitle(name) : messages.pages.screenshots);
  const error = title.error ?? shots.error;
  if (error) {
    return (
      <QueryFailure
        error={error}
        retry={() => {
          void title.refetch();
          void shots.refetch();
        }}
        title={titleMessages.loadError}
      />
    );
  }
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      {name ? (
        <Typography component="h1" sx={{ fontSize: { xs: '1.4rem', md: '1.9rem' }, fontWeight: 800, mb: 3 }}>
          {titleMessages.screenshotsTitle(name)}
        </Typography>
      ) : (
        <Skeleton width="50%" height={44} sx={{ mb: 3 }} />
      )}
      <Box
        component="ul"
        aria-busy={!shots.data}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gridTemplateColumns: {
            xs: 'repeat(1, minmax(0, 1fr))',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(3, minmax(0, 1fr))',
          },
          gap: 2,
        }}
      >
        {!shots.data
          ? [0, 1, 2].map((index) => (
              <li key={index}>
                <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 9' }} />
              </li>
            ))
          : shots.data.map((shot, index) => (
              <li key={shot.id}>
                <Box
                  component="button"
                  type="button"
                  data-screenshot={index}
                  aria-label={titleMessages.openScreenshot(formatNumber(index + 1))}
                  onClick={() => setOpen(index)}
                  sx={{
                    display: 'block',
                    width: '100%',
                    p: 0,
                    border: 0,
                    borderRadius: 2,
                    overflow: 'hidden',
                    cursor: 'zoom-in',
                    bgcolor: '#000',
                    aspectRatio: '16 / 9',
                    '&:focus-visible': {
                      outline: '2px solid',
                      outlineColor: 'secondary.light',
                      outlineOffset: 2,
                    },
                    '& img': { transition: 'transform 250ms' },
                    '&:hover img': { transform: 'scale(1.04)' },
                  }}
                >
                  <Box
                    component="img"
                    src={shot.url}
                    alt=""
                    loading={index < 3 ? 'eager' : 'lazy'}
                    decoding="async"
                    sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                  />
                </Box>
              </li>
            ))}
      </Box>
      {shots.data?.length === 0 && (
        <Typography sx={{ color: 'text.secondary' }}>{titleMessages.noScreenshots}</Typography>
      )}
      {title.data && (
        <Box sx={{ mt: 4 }}>
          <LinkButton to={title.data.path} variant="outlined">
            {titleMessages.backToTitle}
          </LinkButton>
        </Box>
      )}
      {shots.data && name && (
        <ScreenshotViewer screenshots={shots.data} name={name} index={open} onChange={setOpen} />
      )}
    </Container>
  );
}
