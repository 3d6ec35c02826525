import { useParams } from 'react-router';
import { adminCatalogueMessages } from '../../../messages/admin-catalogue.ts';
import { useAdminPerson } from '../api/get-person.ts';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { LoadedRecord } from '../components/loaded-record.tsx';
import { PersonEditForm } from '../components/person-edit-form.tsx';
import { RecordFacts } from '../components/record-facts.tsx';
import { BackButton, PublicPageButton } from '../components/record-links.tsx';
import { routeId } from '../lib/route-id.ts';

const text = adminCatalogueMessages.personEdit;

/** `/admin/people/:id`: every editable field of an actor or director. */
export function AdminPersonEditPage() {
  const id = routeId(useParams().id);
  const person = useAdminPerson(id ?? 0);
  return (
    <LoadedRecord id={id} query={person} loadError={text.loadError}>
      {(detail) => (
        <>
          <BackButton to="/admin/people">{text.back}</BackButton>
          <AdminPageHeader
            title={detail.fullnameFa ?? detail.fullnameEn}
            actions={<PublicPageButton href={detail.path} />}
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
      )}
    </LoadedRecord>
  );
}
