import { type AdminPersonDetail, type AdminPersonRow, personEditableFields } from '@pardeh/contract';
import { presentImage } from '../../images/present-image.ts';
import { personPath } from '../presenters/person-presenter.ts';
import type { AdminPersonListRow, PersonRecord } from './admin-people-db.ts';

export function presentAdminPersonRow(row: AdminPersonListRow): AdminPersonRow {
  return {
    id: row.id,
    fullnameEn: row.fullname_en,
    fullnameFa: row.fullname_fa,
    imdbId: row.imdb_id,
    image: presentImage('profile', row.image_key),
    path: personPath(row.job, row.id, row.slug),
    updatedAt: row.version,
  };
}

export function presentAdminPerson(record: PersonRecord): AdminPersonDetail {
  const { imageKey, job, lockedFields, ...fields } = record;
  return {
    ...fields,
    path: personPath(job, record.id, record.slug),
    image: presentImage('profile', imageKey),
    lockedFields: personEditableFields.filter((field) => lockedFields.includes(field)),
  };
}
