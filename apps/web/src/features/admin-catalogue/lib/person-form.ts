import type { AdminPersonDetail, PersonEditableField } from '@pardeh/contract';
import { type FieldKind, type FormValues, formValuesOf, patchBody } from '../../admin-shell/index.ts';

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

/** The PATCH for what the operator changed and unlocked, with the version they read (null: nothing to send). */
export const personPatchBody = (
  person: AdminPersonDetail,
  values: PersonFormValues,
  unlock: PersonEditableField[],
) =>
  patchBody(personFieldKinds, personFormValues(person), values, {
    unlock,
    fixed: { ifUpdatedAt: person.updatedAt },
  });
