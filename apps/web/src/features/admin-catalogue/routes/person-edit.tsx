import { useParams } from 'react-router';
import {
  AdminPageHeader,
  BackButton,
  LoadedRecord,
  PublicPageButton,
  RecordFacts,
  routeId,
} from '../../admin-shell/index.ts';
import { useAdminPerson } from '../api/get-person.ts';
import { PersonEditForm } from '../components/person-edit-form.tsx';
import { adminCatalogueMessages } from '../messages.ts';

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
