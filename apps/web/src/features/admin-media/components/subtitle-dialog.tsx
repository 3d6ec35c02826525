import SubtitlesRounded from '@mui/icons-material/SubtitlesRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type AdminMediaFile, addSubtitleBodySchema } from '@pardeh/contract';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { adminMessages, checkBody, type FieldErrors, serverFieldErrors } from '../../admin-shell/index.ts';
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
  const [language, setLanguage] = useState('fa');
  const [label, setLabel] = useState<string>(text.labelDefault);
  const [labelEdited, setLabelEdited] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const add = useAddSubtitle();
  const titleId = useId();
  const inputId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) {
      setErrors({ text: text.fileRequired });
      return;
    }
    const read = await readSubtitleFile(chosen);
    if (!read.ok) {
      setErrors({ text: read.message });
      return;
    }
    const checked = checkBody(addSubtitleBodySchema, { language, label, text: read.text });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    add.mutate(
      { fileId: file.id, titleId: file.titleId, body: checked.body },
      {
        onSuccess: () => onDone(text.added),
        onError: (error) => {
          const fields = serverFieldErrors(error);
          setErrors(
            Object.keys(fields).length
              ? fields
              : { text: error instanceof ApiError ? error.message : text.unreadable },
          );
        },
      },
    );
  };

  return (
    <Dialog
      open
      onClose={add.isPending ? undefined : onClose}
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
                  onChange={(event) => setChosen(event.target.files?.[0] ?? null)}
                />
              </Button>
              <Typography
                sx={{ overflowWrap: 'anywhere', color: chosen ? 'text.primary' : 'text.secondary' }}
              >
                {chosen?.name ?? text.noFile}
              </Typography>
            </Box>
          </Box>
          <TextField
            name="language"
            label={text.language}
            value={language}
            onChange={(event) => {
              setLanguage(event.target.value);
              const suggested = text.languageNames[event.target.value.trim().toLowerCase()];
              if (!labelEdited && suggested) setLabel(suggested);
            }}
            error={Boolean(errors.language)}
            helperText={errors.language ?? text.languageHint}
            slotProps={{ htmlInput: { dir: 'ltr', maxLength: 3, autoCapitalize: 'none' } }}
          />
          <TextField
            name="label"
            label={text.label}
            value={label}
            onChange={(event) => {
              setLabel(event.target.value);
              setLabelEdited(true);
            }}
            error={Boolean(errors.label)}
            helperText={errors.label}
          />
          {errors.text && (
            <Alert severity="error" role="alert">
              {errors.text}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="inherit" disabled={add.isPending}>
            {adminMessages.common.cancel}
          </Button>
          <Button type="submit" variant="contained" color="secondary" disabled={add.isPending}>
            {text.submit}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
