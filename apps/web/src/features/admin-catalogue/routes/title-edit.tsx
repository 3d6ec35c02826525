import VideoLibraryRounded from '@mui/icons-material/VideoLibraryRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link, useParams } from 'react-router';
import {
  AdminPageHeader,
  adminMessages,
  BackButton,
  LoadedRecord,
  PublicPageButton,
  RecordFacts,
  routeId,
} from '../../admin-shell/index.ts';
import { useAdminTitle } from '../api/get-title.ts';
import { SeasonsEditor } from '../components/seasons-editor.tsx';
import { TitleEditForm } from '../components/title-edit-form.tsx';
import { adminCatalogueMessages } from '../messages.ts';

const text = adminCatalogueMessages.titleEdit;

/** `/admin/titles/:id`: every field of the title, its seasons and episodes for a series. */
export function AdminTitleEditPage() {
  const id = routeId(useParams().id);
  const title = useAdminTitle(id ?? 0);
  return (
    <LoadedRecord id={id} query={title} loadError={text.loadError}>
      {(detail) => (
        <>
          <BackButton to="/admin/titles">{text.back}</BackButton>
          <AdminPageHeader
            title={detail.titleFa ?? detail.titleEn}
            actions={
              <>
                <PublicPageButton href={detail.path} />
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
      )}
    </LoadedRecord>
  );
}
