import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { QueryFailure } from '../../../components/query-failure.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { messages } from '../../../messages/index.ts';
import { titleMessages } from '../../../messages/title.ts';
import { useRelatedTitles } from '../api/get-related-titles.ts';
import { useTitle } from '../api/get-title.ts';
import { TitleCredits } from '../components/title-credits.tsx';
import { TitleHero } from '../components/title-hero.tsx';
import { TitlePlot } from '../components/title-plot.tsx';
import { TitleRow } from '../components/title-row.tsx';
import { TitleSeasons } from '../components/title-seasons.tsx';
import { TitleSkeleton } from '../components/title-skeleton.tsx';
import { TopComments } from '../components/top-comments.tsx';

/**
 * `/titles/:id/:slug`: everything about one title. Reached by a slug that is not the canonical one,
 * it replaces the URL with the title's `path`; an unknown id shows the not-found page.
 */
export function TitlePage() {
  const { id = '', slug } = useParams();
  const [searchParams] = useSearchParams();
  const { search, hash } = useLocation();
  const query = useTitle(id, searchParams.get('dub') === '1');
  const title = query.data;
  const similar = useRelatedTitles(title?.id ?? 0, 'similar', !!title);
  const byDirector = useRelatedTitles(
    title?.id ?? 0,
    'director-titles',
    !!title && title.directors.length > 0,
  );
  useDocumentTitle(title ? (title.titleFa ?? title.titleEn) : messages.pages.title);

  if (query.isPending) return <TitleSkeleton />;
  if (query.isError) {
    return (
      <QueryFailure error={query.error} retry={() => void query.refetch()} title={titleMessages.loadError} />
    );
  }
  if (!title) return null;
  if (slug !== title.slug || id !== String(title.id)) {
    return <Navigate to={`${title.path}${search}${hash}`} replace />;
  }
  return (
    <Box sx={{ pb: 6 }}>
      <TitleHero title={title} />
      <Container maxWidth="lg">
        <TitlePlot title={title} />
        <TitleCredits title={title} />
        {title.type === 'series' && <TitleSeasons title={title} />}
        <TitleRow
          id="title-similar"
          heading={titleMessages.similar}
          titles={similar.isError ? [] : similar.data}
        />
        {title.directors.length > 0 && (
          <TitleRow
            id="title-by-director"
            heading={titleMessages.byDirector}
            titles={byDirector.isError ? [] : byDirector.data}
          />
        )}
        <TopComments titleId={title.id} />
      </Container>
    </Box>
  );
}
