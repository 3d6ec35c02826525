import { type AdminPersonDetail, adminPersonPatchSchema, type PersonEditableField } from '@pardeh/contract';
import { checkPatch, type FieldKind, type FormValues, formValuesOf } from '../../admin-shell/index.ts';

/** Every field of `PATCH /api/admin/people/{id}`, in the order the edit page shows them. */
export const personFieldKinds = {
  fullnameFa: 'text',
  fullnameEn: 'text',
  birthDate: 'date',
  deathDate: 'date',
  imageUrl: 'text',
  bioFa: 'text',
  bioEn: 'text',
} as const satisfies Record<PersonEditableField, FieldKind>;

export type PersonFormField = keyof typeof personFieldKinds;
export type PersonFormValues = FormValues<PersonFormField>;
export const personFormFields = Object.keys(personFieldKinds) as PersonFormField[];

export const personFormValues = (person: AdminPersonDetail): PersonFormValues =>
  formValuesOf(personFieldKinds, person);

export const checkPersonPatch = (
  person: AdminPersonDetail,
  values: PersonFormValues,
  unlock: PersonEditableField[],
) =>
  checkPatch(adminPersonPatchSchema, personFieldKinds, personFormValues(person), values, {
    unlock,
    fixed: { ifUpdatedAt: person.updatedAt },
  });
