import SubtitlesRounded from '@mui/icons-material/SubtitlesRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { type AdminMediaFile, addSubtitleBodySchema } from '@pardeh/contract';
import { type FormEvent, useId, useState } from 'react';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { useApiForm } from '../../../hooks/use-api-form.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { adminMessages } from '../../admin-shell/index.ts';
import { useAddSubtitle } from '../api/add-subtitle.ts';
import { adminMediaMessages } from '../messages.ts';
import { readSubtitleFile } from './subtitle-file.ts';

const text = adminMediaMessages.subtitle;

interface SubtitleDialogProps {
  file: AdminMediaFile;
  onClose(): void;
  onDone(message: string): void;
}

/** Adds an SRT or WebVTT subtitle to a file: the file, its language code and its name in the player. */
export function SubtitleDialog({ file, onClose, onDone }: SubtitleDialogProps) {
  const [chosen, setChosen] = useState<File | null>(null);
  const [labelEdited, setLabelEdited] = useState(false);
  const add = useAddSubtitle();
  const form = useApiForm({
    schema: addSubtitleBodySchema,
    // `text` is the file's content, read when the form is sent; its problems show above the buttons.
    defaultValues: { language: 'fa', label: text.labelDefault as string, text: '' },
    errorMessage: (error) => (error instanceof ApiError ? error.message : text.unreadable),
  });
  const titleId = useId();
  const inputId = useId();
  const send = form.onSubmit(
    async (body) => {
      await add.mutateAsync({ fileId: file.id, titleId: file.titleId, body });
      onDone(text.added);
    },
    // The file's own problem and any other failure show in the same place, above the buttons.
    (_error, message) => {
      if (!(['language', 'label', 'text'] as const).some((name) => form.form.getFieldState(name).error)) {
        form.form.setError('text', { type: 'server', message });
      }
    },
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!chosen) {
      form.form.setError('text', { type: 'required', message: text.fileRequired });
      return;
    }
    const read = await readSubtitleFile(chosen);
    if (!read.ok) {
      form.form.setError('text', { type: 'file', message: read.message });
      return;
    }
    form.form.setValue('text', read.text);
    await send(event);
  };
  const fileError = form.form.formState.errors.text?.message;

  return (
    <Dialog
      open
      onClose={form.pending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{text.title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}>
          <Box>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
              {text.file}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
              <Button
                component="label"
                htmlFor={inputId}
                variant="outlined"
                color="inherit"
                startIcon={<SubtitlesRounded />}
              >
                {text.choose}
                <input
                  id={inputId}
                  type="file"
                  name="subtitle"
                  accept=".srt,.vtt,text/vtt,application/x-subrip"
                  hidden
                  onChange={(event) => {
                    setChosen(event.target.files?.[0] ?? null);
                    form.form.clearErrors('text');
                  }}
                />
              </Button>
              <Typography
                sx={{ overflowWrap: 'anywhere', color: chosen ? 'text.primary' : 'text.secondary' }}
              >
                {chosen?.name ?? text.noFile}
              </Typography>
            </Box>
          </Box>
          <FormTextField
            form={form}
            name="language"
            label={text.language}
            afterChange={(language) => {
              const suggested = text.languageNames[language.trim().toLowerCase()];
              if (!labelEdited && suggested) form.change('label', suggested);
            }}
            helperText={text.languageHint}
            slotProps={{ htmlInput: { dir: 'ltr', maxLength: 3, autoCapitalize: 'none' } }}
          />
          <FormTextField
            form={form}
            name="label"
            label={text.label}
            afterChange={() => setLabelEdited(true)}
          />
          {fileError && (
            <Alert severity="error" role="alert">
              {fileError}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="inherit" disabled={form.pending}>
            {adminMessages.common.cancel}
          </Button>
          <Button type="submit" variant="contained" color="secondary" disabled={form.pending}>
            {text.submit}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
