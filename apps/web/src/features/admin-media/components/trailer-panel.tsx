import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type AdminTitleMedia, setTrailerBodySchema } from '@pardeh/contract';
import { useState } from 'react';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { useApiForm } from '../../../hooks/use-api-form.ts';
import { ConfirmDialog, FormSection, useAdminToast } from '../../admin-shell/index.ts';
import { trailerPath } from '../../titles/index.ts';
import { useSetTitleTrailer } from '../api/set-title-trailer.ts';
import { adminMediaMessages } from '../messages.ts';
import { MediaStatusChip } from './media-status-chip.tsx';

const text = adminMediaMessages.trailer;

interface TrailerPanelProps {
  title: { id: number; imdbId: string | null };
  trailer: AdminTitleMedia['trailer'];
}

/**
 * The title's trailer: the one playing now (uploaded here or an outside address), an outside
 * address to set instead, or none. Uploading one goes through the upload panel (purpose «تریلر»).
 */
export function TrailerPanel({ title, trailer }: TrailerPanelProps) {
  const form = useApiForm({ schema: setTrailerBodySchema, defaultValues: { url: '' } });
  const [confirming, setConfirming] = useState(false);
  const save = useSetTitleTrailer();
  const toast = useAdminToast();
  const uploaded = trailer.asset !== null;

  const submit = form.onSubmit(
    async (body) => {
      await save.mutateAsync({ titleId: title.id, url: body.url });
      form.form.reset();
      toast(text.saved);
    },
    // A refused address says why under the field; anything else is a toast.
    (_error, message) => {
      if (!form.form.getFieldState('url').error) toast(message, 'error');
    },
  );

  const removeTrailer = () =>
    save.mutate(
      { titleId: title.id, url: null },
      {
        onSuccess: () => toast(text.removed),
        onError: (error) => toast(error.message, 'error'),
        onSettled: () => setConfirming(false),
      },
    );

  return (
    <FormSection title={text.section} columns={1}>
      {trailer.url === null ? (
        <Typography sx={{ color: 'text.secondary' }}>{text.none}</Typography>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }} data-trailer>
          <Typography sx={{ color: 'text.secondary' }}>{text.current}</Typography>
          <Typography sx={{ fontWeight: 700 }}>{uploaded ? text.uploaded : text.external}</Typography>
          {trailer.asset && <MediaStatusChip status={trailer.asset.status} kind="asset" />}
          {!uploaded && (
            <Typography dir="ltr" sx={{ overflowWrap: 'anywhere', color: 'text.secondary' }}>
              {trailer.url}
            </Typography>
          )}
          <Box sx={{ flex: 1 }} />
          <Button
            size="small"
            component="a"
            href={trailerPath(title)}
            target="_blank"
            rel="noopener"
            color="inherit"
            endIcon={<OpenInNewRounded />}
          >
            {text.watch}
          </Button>
          <Button size="small" color="error" onClick={() => setConfirming(true)} disabled={save.isPending}>
            {text.remove}
          </Button>
        </Box>
      )}
      <Box
        component="form"
        onSubmit={submit}
        noValidate
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5 }}
      >
        <FormTextField
          form={form}
          name="url"
          label={text.urlLabel}
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'url' } }}
          sx={{ flex: '1 1 280px' }}
        />
        <Button type="submit" variant="outlined" color="secondary" disabled={form.pending} sx={{ mt: 1 }}>
          {text.save}
        </Button>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {text.uploadHint}
      </Typography>
      <ConfirmDialog
        open={confirming}
        title={text.removeTitle}
        body={text.removeBody}
        confirmLabel={text.remove}
        destructive
        pending={save.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={removeTrailer}
      />
    </FormSection>
  );
}
