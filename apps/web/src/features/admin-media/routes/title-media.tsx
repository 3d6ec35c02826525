import Button from '@mui/material/Button';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { useAdminTitle } from '../../admin-catalogue/index.ts';
import {
  AdminLoadError,
  AdminLoading,
  AdminNotFound,
  AdminPageHeader,
  BackButton,
  PublicPageButton,
  routeId,
} from '../../admin-shell/index.ts';
import { useAdminTitleMedia } from '../api/get-title-media.ts';
import { MediaAssetsSection } from '../components/media-assets-section.tsx';
import { MediaFilesSection } from '../components/media-files-section.tsx';
import { episodeOptions } from '../components/media-target.ts';
import { RegisterSourceForm } from '../components/register-source-form.tsx';
import { TrailerPanel } from '../components/trailer-panel.tsx';
import { UploadPanel } from '../components/upload-panel.tsx';
import { adminMediaMessages } from '../messages.ts';

const text = adminMediaMessages.titleMedia;

/**
 * `/admin/titles/:id/media`: the title's videos. Its files and trailer, what the pipeline is
 * working on (asked again every few seconds while anything is), uploads and registrations.
 */
export function AdminTitleMediaPage() {
  const id = routeId(useParams().id);
  const title = useAdminTitle(id ?? 0);
  const media = useAdminTitleMedia(id ?? 0);
  if (id === undefined) return <AdminNotFound />;
  const failure = title.error ?? (media.data ? null : media.error);
  if (failure) {
    if (failure instanceof ApiError && failure.status === 404) return <AdminNotFound />;
    return (
      <AdminLoadError
        error={failure}
        retry={() => void Promise.all([title.refetch(), media.refetch()])}
        title={text.loadError}
      />
    );
  }
  if (!title.data || !media.data) return <AdminLoading />;
  const detail = title.data;
  const episodes = episodeOptions(detail);
  return (
    <>
      <BackButton to={`/admin/titles/${detail.id}`}>{text.back}</BackButton>
      <AdminPageHeader
        title={text.title(detail.titleFa ?? detail.titleEn)}
        intro={text.intro}
        actions={
          <>
            <PublicPageButton href={detail.path} />
            <Button component={Link} to="/admin/media" variant="outlined" color="secondary" size="small">
              {text.jobs}
            </Button>
          </>
        }
      />
      <MediaAssetsSection assets={media.data.assets} title={detail} />
      <MediaFilesSection files={media.data.files} title={detail} />
      <UploadPanel titleId={detail.id} episodes={episodes} />
      <RegisterSourceForm titleId={detail.id} episodes={episodes} />
      <TrailerPanel title={detail} trailer={media.data.trailer} />
    </>
  );
}
