import { adminCatalogueMessages } from '../messages.ts';

/** The Persian names of the fields of each kind of record the catalogue pages edit (the audit log names changes with them). */
export const catalogueFieldLabels: Record<
  'title' | 'person' | 'season' | 'episode',
  Record<string, string>
> = {
  title: adminCatalogueMessages.titleEdit.fields,
  person: adminCatalogueMessages.personEdit.fields,
  season: adminCatalogueMessages.seasons.fields,
  episode: adminCatalogueMessages.seasons.fields,
};
