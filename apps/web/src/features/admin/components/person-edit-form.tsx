import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { AdminPersonDetail } from '@pardeh/contract';
import { adminMessages } from '../../../messages/admin.ts';
import { adminCatalogueMessages } from '../../../messages/admin-catalogue.ts';
import { useUpdatePerson } from '../api/update-person.ts';
import { checkPersonPatch, personFormFields, personFormValues } from '../lib/person-form.ts';
import { useEditForm } from '../lib/use-edit-form.ts';
import { ConflictAlert } from './conflict-alert.tsx';
import { DateEditField, TextEditField } from './edit-fields.tsx';
import { FormSection } from './form-section.tsx';

const text = adminCatalogueMessages.personEdit;

interface PersonEditFormProps {
  person: AdminPersonDetail;
  onReload(): void;
  reloading: boolean;
}

/** Every field of `PATCH /api/admin/people/{id}`; only what changed is sent, with the version read. */
export function PersonEditForm({ person, onReload, reloading }: PersonEditFormProps) {
  const update = useUpdatePerson();
  const form = useEditForm({
    record: person,
    fields: personFormFields,
    valuesOf: personFormValues,
    check: (record, values, unlock) => checkPersonPatch(record, values, unlock as typeof person.lockedFields),
    save: (body) => update.mutateAsync({ id: person.id, body }),
    savedMessage: text.saved,
  });
  const common = { form, locked: person.lockedFields };
  return (
    <Box component="form" noValidate onSubmit={form.submit}>
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
      {/* Beside the save button, where the operator is looking when it happens. */}
      {form.conflict && <ConflictAlert onReload={onReload} reloading={reloading} />}
      {form.errors[''] && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {form.errors['']}
        </Alert>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 4 }}>
        <Button type="submit" variant="contained" color="secondary" size="large" disabled={form.pending}>
          {form.pending ? adminMessages.common.saving : adminMessages.common.save}
        </Button>
      </Box>
    </Box>
  );
}
