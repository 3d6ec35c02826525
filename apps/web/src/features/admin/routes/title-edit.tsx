import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import VideoLibraryRounded from '@mui/icons-material/VideoLibraryRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { adminMessages } from '../../../messages/admin.ts';
import { adminCatalogueMessages } from '../../../messages/admin-catalogue.ts';
import { useAdminTitle } from '../api/get-title.ts';
import { AdminLoadError } from '../components/admin-load-error.tsx';
import { AdminLoading } from '../components/admin-loading.tsx';
import { AdminNotFound } from '../components/admin-not-found.tsx';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { RecordFacts } from '../components/record-facts.tsx';
import { SeasonsEditor } from '../components/seasons-editor.tsx';
import { TitleEditForm } from '../components/title-edit-form.tsx';
import { routeId } from '../lib/route-id.ts';

const text = adminCatalogueMessages.titleEdit;

/** `/admin/titles/:id`: every field of the title, its seasons and episodes for a series. */
export function AdminTitleEditPage() {
  const id = routeId(useParams().id);
  const title = useAdminTitle(id ?? 0);
  if (id === undefined) return <AdminNotFound />;
  if (title.isError && !title.data) {
    if (title.error instanceof ApiError && title.error.status === 404) return <AdminNotFound />;
    return <AdminLoadError error={title.error} retry={() => title.refetch()} title={text.loadError} />;
  }
  if (!title.data) return <AdminLoading />;
  const detail = title.data;
  return (
    <>
      <Button
        component={Link}
        to="/admin/titles"
        color="inherit"
        size="small"
        startIcon={<ArrowForwardRounded />}
        sx={{ mb: 1 }}
      >
        {text.back}
      </Button>
      <AdminPageHeader
        title={detail.titleFa ?? detail.titleEn}
        actions={
          <>
            <Button
              component="a"
              href={detail.path}
              target="_blank"
              rel="noopener"
              variant="outlined"
              color="inherit"
              size="small"
              endIcon={<OpenInNewRounded />}
            >
              {adminMessages.common.publicPage}
            </Button>
            <Button
              component={Link}
              to={`/admin/titles/${detail.id}/media`}
              variant="outlined"
              color="secondary"
              size="small"
              startIcon={<VideoLibraryRounded />}
            >
              {text.media}
            </Button>
          </>
        }
      />
      <RecordFacts
        facts={[
          [adminCatalogueMessages.titles.type, adminCatalogueMessages.titles.types[detail.type]],
          [text.imdb, detail.imdbId],
          [text.aliases, detail.aliases.length ? detail.aliases.join('، ') : null],
        ]}
        createdAt={detail.createdAt}
        updatedAt={detail.updatedAt}
      />
      {/* Keyed by version: a saved or reloaded title starts a fresh form. */}
      <TitleEditForm
        key={detail.updatedAt}
        title={detail}
        onReload={() => title.refetch()}
        reloading={title.isFetching}
      />
      {detail.type === 'series' && <SeasonsEditor title={detail} />}
      <Box sx={{ height: 8 }} />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {adminMessages.common.lockedHint}
      </Typography>
    </>
  );
}
