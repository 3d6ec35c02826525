import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { LazyRow } from '../../../components/lazy-row.tsx';
import { QueryFailure } from '../../../components/query-failure.tsx';
import { RenderAfterPaint } from '../../../components/render-after-paint.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useServerRender } from '../../../hooks/use-server-render.ts';
import { messages } from '../../../messages/index.ts';
import { isCommentsLink, LazyCommentsSection } from '../../comments/index.ts';
import { useTitle } from '../api/get-title.ts';
import { RelatedTitlesRow } from '../components/related-titles-row.tsx';
import { TitleCredits } from '../components/title-credits.tsx';
import { TitleHero } from '../components/title-hero.tsx';
import { TitlePlot } from '../components/title-plot.tsx';
import { TitleSeasons } from '../components/title-seasons.tsx';
import { TitleSkeleton } from '../components/title-skeleton.tsx';
import { titleMessages } from '../messages.ts';

/** Room the rows below the first screen take before they render, so the page does not jump. */
const ROW_HEIGHT = { xs: 320, sm: 380, md: 440 };
const COMMENTS_HEIGHT = 160;

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
      {/* The hero is the first screen; the rest renders once it has painted (the plot and cast
          are in the server's HTML too, for readers and search engines that run no script). */}
      <RenderAfterPaint placeholder={<Box aria-hidden sx={{ minHeight: '60vh' }} />} onServer>
        <Container maxWidth="lg">
          <TitlePlot title={title} />
          <TitleCredits title={title} />
          {title.type === 'series' && <TitleSeasons title={title} />}
          {/* Below the first screen: rendered, and asked for, as the visitor scrolls near. */}
          <LazyRow minHeight={ROW_HEIGHT}>
            <RelatedTitlesRow
              titleId={title.id}
              list="similar"
              id="title-similar"
              heading={titleMessages.similar}
            />
          </LazyRow>
          {title.directors.length > 0 && (
            <LazyRow minHeight={ROW_HEIGHT}>
              <RelatedTitlesRow
                titleId={title.id}
                list="director-titles"
                id="title-by-director"
                heading={titleMessages.byDirector}
              />
            </LazyRow>
          )}
          <TitleComments titleId={title.id} />
        </Container>
      </RenderAfterPaint>
    </Box>
  );
}

/**
 * The comments, rendered as the visitor scrolls near; at once for a link into them (a
 * notification's, the sign-in prompt's), which cannot wait for a scroll. The server never sees an
 * address's #fragment, so a hydrating page draws them as the server did and this component alone
 * re-renders once hydration is over.
 */
function TitleComments({ titleId }: { titleId: number }) {
  const { hash } = useLocation();
  const serverRender = useServerRender();
  if (isCommentsLink(hash) && !serverRender) return <LazyCommentsSection titleId={titleId} />;
  return (
    <LazyRow minHeight={COMMENTS_HEIGHT}>
      <LazyCommentsSection titleId={titleId} />
    </LazyRow>
  );
}
