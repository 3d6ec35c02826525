import type { AdminPersonDetail } from '@pardeh/contract';
import { adminPersonPatchSchema } from '@pardeh/contract';
import { FormSection } from '../../admin-shell/index.ts';
import { useUpdatePerson } from '../api/update-person.ts';
import { personFormValues, personPatchBody } from '../lib/person-form.ts';
import { usePatchForm } from '../lib/use-patch-form.ts';
import { adminCatalogueMessages } from '../messages.ts';
import { DateEditField, TextEditField } from './edit-fields.tsx';
import { EditFormFrame } from './edit-form-frame.tsx';

const text = adminCatalogueMessages.personEdit;

interface PersonEditFormProps {
  person: AdminPersonDetail;
  onReload(): void;
  reloading: boolean;
}

/** Every field of `PATCH /api/admin/people/{id}`; only what changed is sent, with the version read. */
export function PersonEditForm({ person, onReload, reloading }: PersonEditFormProps) {
  const update = useUpdatePerson();
  const form = usePatchForm({
    initial: personFormValues(person),
    schema: adminPersonPatchSchema,
    body: (values, unlock) => personPatchBody(person, values, unlock as typeof person.lockedFields),
    save: (body) => update.mutateAsync({ id: person.id, body: body as never }),
    savedMessage: text.saved,
  });
  const common = { form, locked: person.lockedFields };
  return (
    <EditFormFrame form={form} onReload={onReload} reloading={reloading}>
      <FormSection title={text.sections.names}>
        <TextEditField {...common} field="fullnameFa" label={text.fields.fullnameFa} />
        <TextEditField {...common} field="fullnameEn" label={text.fields.fullnameEn} ltr />
        <DateEditField {...common} field="birthDate" label={text.fields.birthDate} />
        <DateEditField {...common} field="deathDate" label={text.fields.deathDate} />
        <TextEditField
          {...common}
          field="imageUrl"
          label={text.fields.imageUrl}
          ltr
          hint={adminCatalogueMessages.titleEdit.imageUrlHint}
        />
      </FormSection>
      <FormSection title={text.sections.bio} columns={1}>
        <TextEditField {...common} field="bioFa" label={text.fields.bioFa} multiline />
        <TextEditField {...common} field="bioEn" label={text.fields.bioEn} multiline ltr />
      </FormSection>
    </EditFormFrame>
  );
}
