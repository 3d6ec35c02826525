import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { LinkButton } from '../../../components/link-button.tsx';
import { QueryFailure } from '../../../components/query-failure.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { messages } from '../../../messages/index.ts';
import { useTitle } from '../api/get-title.ts';
import { FileGroupCard } from '../components/file-table.tsx';
import { groupFilesByLanguage } from '../lib/file-labels.ts';
import { titleMessages } from '../messages.ts';

/** `/titles/:id/files`: the title's files grouped by language, each with quality, size and a watch action. */
export function TitleFilesPage() {
  const { id = '' } = useParams();
  const query = useTitle(id);
  const title = query.data;
  const name = title ? (title.titleFa ?? title.titleEn) : undefined;
  useDocumentTitle(name ? titleMessages.filesTitle(name) : messages.pages.titleFiles);
  if (query.isError) {
    return (
      <QueryFailure error={query.error} retry={() => void query.refetch()} title={titleMessages.loadError} />
    );
  }
  const groups = title ? groupFilesByLanguage(title.files.items) : [];
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      {title && name ? (
        <>
          <Typography component="h1" sx={{ fontSize: { xs: '1.4rem', md: '1.9rem' }, fontWeight: 800 }}>
            {titleMessages.filesTitle(name)}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 1 }}>{titleMessages.filesIntro}</Typography>
        </>
      ) : (
        <>
          <Skeleton width="60%" height={44} />
          <Skeleton width="80%" />
        </>
      )}
      <Box sx={{ display: 'grid', gap: 2.5, mt: 3 }} aria-busy={!title}>
        {!title
          ? [0, 1].map((index) => <Skeleton key={index} variant="rounded" height={160} />)
          : groups.map((group) => <FileGroupCard key={group.language} group={group} title={title} />)}
        {title && groups.length === 0 && (
          <Typography sx={{ color: 'text.secondary' }}>{titleMessages.noFiles}</Typography>
        )}
        {title?.type === 'series' && (
          <Typography sx={{ color: 'text.secondary' }}>{titleMessages.episodeFilesNote}</Typography>
        )}
      </Box>
      {title && (
        <Box sx={{ mt: 4 }}>
          <LinkButton to={title.path} variant="outlined">
            {titleMessages.backToTitle}
          </LinkButton>
        </Box>
      )}
    </Container>
  );
}
