import Box from '@mui/material/Box';
import type { AdminTitleDetail } from '@pardeh/contract';
import { adminTitlePatchSchema, type AdminTitleDetail as Title } from '@pardeh/contract';
import { FormSection } from '../../admin-shell/index.ts';
import { useUpdateTitle } from '../api/update-title.ts';
import { titleFormValues, titlePatchBody } from '../lib/title-form.ts';
import { usePatchForm } from '../lib/use-patch-form.ts';
import { adminCatalogueMessages } from '../messages.ts';
import { DateEditField, FlagEditField, TextEditField } from './edit-fields.tsx';
import { EditFormFrame } from './edit-form-frame.tsx';
import { GenrePicker } from './genre-picker.tsx';

const text = adminCatalogueMessages.titleEdit;

interface TitleEditFormProps {
  title: AdminTitleDetail;
  onReload(): void;
  reloading: boolean;
}

/**
 * Every field of `PATCH /api/admin/titles/{id}`, checked with the contract's schema; only what
 * changed is sent (each field sent is locked against importers), with the version read.
 */
export function TitleEditForm({ title, onReload, reloading }: TitleEditFormProps) {
  const update = useUpdateTitle();
  const form = usePatchForm({
    initial: titleFormValues(title),
    schema: adminTitlePatchSchema,
    body: (values, unlock) => titlePatchBody(title, values, unlock as Title['lockedFields']),
    save: (body) => update.mutateAsync({ id: title.id, body: body as never }),
    savedMessage: text.saved,
  });
  const locked = title.lockedFields;
  const common = { form, locked };
  return (
    <EditFormFrame form={form} onReload={onReload} reloading={reloading}>
      <FormSection title={text.sections.names}>
        <TextEditField {...common} field="titleFa" label={text.fields.titleFa} />
        <TextEditField {...common} field="titleEn" label={text.fields.titleEn} ltr />
        <TextEditField {...common} field="originalTitle" label={text.fields.originalTitle} />
        <Box />
        <TextEditField {...common} field="taglineFa" label={text.fields.taglineFa} />
        <TextEditField {...common} field="taglineEn" label={text.fields.taglineEn} ltr />
        <TextEditField {...common} field="plotFa" label={text.fields.plotFa} multiline />
        <TextEditField {...common} field="plotEn" label={text.fields.plotEn} multiline ltr />
      </FormSection>
      <FormSection title={text.sections.details}>
        <GenrePicker form={form} initial={title.genres} locked={locked} />
        <TextEditField {...common} field="ageRating" label={text.fields.ageRating} ltr />
        <TextEditField {...common} field="year" label={text.fields.year} ltr numeric />
        <TextEditField {...common} field="runtime" label={text.fields.runtime} ltr numeric />
        <FlagEditField {...common} field="isDubbed" label={text.fields.isDubbed} />
        <FlagEditField {...common} field="hasSubtitle" label={text.fields.hasSubtitle} />
      </FormSection>
      <FormSection title={text.sections.release}>
        <DateEditField {...common} field="releaseDate" label={text.fields.releaseDate} />
        <DateEditField {...common} field="expectedReleaseDate" label={text.fields.expectedReleaseDate} />
        <FlagEditField {...common} field="comingSoon" label={text.fields.comingSoon} />
      </FormSection>
      <FormSection title={text.sections.pictures}>
        <TextEditField
          {...common}
          field="posterUrl"
          label={text.fields.posterUrl}
          ltr
          hint={text.imageUrlHint}
        />
        <TextEditField
          {...common}
          field="backdropUrl"
          label={text.fields.backdropUrl}
          ltr
          hint={text.imageUrlHint}
        />
      </FormSection>
    </EditFormFrame>
  );
}
