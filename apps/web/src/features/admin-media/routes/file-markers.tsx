import { useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { formatNumber } from '../../../lib/persian.ts';
import { useAdminTitle } from '../../admin-catalogue/index.ts';
import {
  AdminLoadError,
  AdminLoading,
  AdminNotFound,
  AdminPageHeader,
  BackButton,
  routeId,
} from '../../admin-shell/index.ts';
import { fileLabel } from '../../titles/index.ts';
import { useFileMarkers } from '../api/get-file-markers.ts';
import { useAdminTitleMedia } from '../api/get-title-media.ts';
import { MarkerEditor } from '../components/marker-editor.tsx';
import { adminMediaMessages } from '../messages.ts';

const text = adminMediaMessages.markers;

/**
 * `/admin/titles/:id/media/files/:fileId/markers`: the intro, recap and credits markers of one of
 * the title's files, set against a preview of the file.
 */
export function AdminFileMarkersPage() {
  const params = useParams();
  const titleId = routeId(params.id);
  const fileId = routeId(params.fileId);
  const title = useAdminTitle(titleId ?? 0);
  const media = useAdminTitleMedia(titleId ?? 0);
  const markers = useFileMarkers(fileId ?? 0);
  if (titleId === undefined || fileId === undefined) return <AdminNotFound />;
  const failure = title.error ?? media.error ?? markers.error;
  if (failure) {
    if (failure instanceof ApiError && failure.status === 404) return <AdminNotFound />;
    return (
      <AdminLoadError
        error={failure}
        retry={() => void Promise.all([title.refetch(), media.refetch(), markers.refetch()])}
        title={text.loadError}
      />
    );
  }
  if (!title.data || !media.data || !markers.data) return <AdminLoading />;
  const file = media.data.files.find((candidate) => candidate.id === fileId);
  // A file of another title is not this page's.
  if (!file) return <AdminNotFound />;
  const titleName = title.data.titleFa ?? title.data.titleEn;
  const episode = file.episode
    ? adminMediaMessages.target.episode(
        formatNumber(file.episode.seasonNumber),
        formatNumber(file.episode.number),
        null,
      )
    : null;
  return (
    <>
      <BackButton to={`/admin/titles/${titleId}/media`}>{text.back}</BackButton>
      <AdminPageHeader
        title={text.title([titleName, episode, fileLabel(file)].filter(Boolean).join(' · '))}
        intro={text.intro}
      />
      <MarkerEditor key={fileId} data={markers.data} />
    </>
  );
}
