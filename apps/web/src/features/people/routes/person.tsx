import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { QueryFailure } from '../../../components/query-failure.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { messages } from '../../../messages/index.ts';
import { personMessages } from '../../../messages/person.ts';
import { usePerson } from '../api/get-person.ts';
import { Filmography, FilmographySkeleton } from '../components/filmography.tsx';
import { PersonHeader } from '../components/person-header.tsx';
import {
  type FilmographyParams,
  readFilmographyParams,
  writeFilmographyParams,
} from '../lib/filmography-params.ts';

/**
 * `/people/:role/:id/:slug`: a person and their filmography. The filmography's role, order and
 * page live in the URL (`?role=&order_by=&page=`), so they survive reloads and the back button.
 * A wrong role or slug in the path is replaced by the person's canonical path.
 */
export function PersonPage() {
  const { id = '', role, slug } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const { search } = useLocation();
  const params = readFilmographyParams(searchParams);
  const query = usePerson(id, params);
  const person = query.data;
  useDocumentTitle(person ? (person.fullnameFa ?? person.fullnameEn) : messages.pages.person);

  if (query.isError)
    return (
      <QueryFailure error={query.error} retry={() => void query.refetch()} title={personMessages.loadError} />
    );
  if (!person) {
    return (
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }} aria-busy="true">
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '112px 1fr', sm: '200px 1fr' },
            gap: { xs: 2, sm: 4 },
          }}
        >
          <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '2 / 3' }} />
          <Box>
            <Skeleton width="60%" height={48} />
            <Skeleton width="40%" />
          </Box>
        </Box>
        <FilmographySkeleton />
      </Container>
    );
  }
  if (person.path !== `/people/${role}/${id}/${slug}`)
    return <Navigate to={`${person.path}${search}`} replace />;
  const change = (next: FilmographyParams) => setSearchParams(writeFilmographyParams(next));
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PersonHeader person={person} />
      <Filmography person={person} updating={query.isPlaceholderData} onChange={change} />
    </Container>
  );
}
