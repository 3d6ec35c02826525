import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Button from '@mui/material/Button';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { adminMessages } from '../../../messages/admin.ts';
import { adminCatalogueMessages } from '../../../messages/admin-catalogue.ts';
import { useAdminPerson } from '../api/get-person.ts';
import { AdminLoadError } from '../components/admin-load-error.tsx';
import { AdminLoading } from '../components/admin-loading.tsx';
import { AdminNotFound } from '../components/admin-not-found.tsx';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { PersonEditForm } from '../components/person-edit-form.tsx';
import { RecordFacts } from '../components/record-facts.tsx';
import { routeId } from '../lib/route-id.ts';

const text = adminCatalogueMessages.personEdit;

/** `/admin/people/:id`: every editable field of an actor or director. */
export function AdminPersonEditPage() {
  const id = routeId(useParams().id);
  const person = useAdminPerson(id ?? 0);
  if (id === undefined) return <AdminNotFound />;
  if (person.isError && !person.data) {
    if (person.error instanceof ApiError && person.error.status === 404) return <AdminNotFound />;
    return <AdminLoadError error={person.error} retry={() => person.refetch()} title={text.loadError} />;
  }
  if (!person.data) return <AdminLoading />;
  const detail = person.data;
  return (
    <>
      <Button
        component={Link}
        to="/admin/people"
        color="inherit"
        size="small"
        startIcon={<ArrowForwardRounded />}
        sx={{ mb: 1 }}
      >
        {text.back}
      </Button>
      <AdminPageHeader
        title={detail.fullnameFa ?? detail.fullnameEn}
        actions={
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
        }
      />
      <RecordFacts
        facts={[[adminCatalogueMessages.titleEdit.imdb, detail.imdbId]]}
        createdAt={detail.createdAt}
        updatedAt={detail.updatedAt}
      />
      {/* Keyed by version: a saved or reloaded person starts a fresh form. */}
      <PersonEditForm
        key={detail.updatedAt}
        person={detail}
        onReload={() => person.refetch()}
        reloading={person.isFetching}
      />
    </>
  );
}
