import LinkRounded from '@mui/icons-material/LinkRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { registerMediaAssetBodySchema } from '@pardeh/contract';
import { useState } from 'react';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { useApiForm } from '../../../hooks/use-api-form.ts';
import { FormSection, useAdminToast } from '../../admin-shell/index.ts';
import { useRegisterMediaAsset } from '../api/register-media-asset.ts';
import { adminMediaMessages } from '../messages.ts';
import { defaultTarget, type EpisodeOption, effectiveTarget } from './media-target.ts';
import { MediaTargetFields } from './media-target-fields.tsx';

const text = adminMediaMessages.register;
type SourceKind = 'url' | 'path';

/**
 * Registering a video the server fetches itself (a URL) or reads from its import folder (a path):
 * for files too large to send through the browser.
 */
export function RegisterSourceForm({ titleId, episodes }: { titleId: number; episodes: EpisodeOption[] }) {
  const [kind, setKind] = useState<SourceKind>('url');
  const [target, setTarget] = useState(() => defaultTarget(titleId));
  const register = useRegisterMediaAsset();
  const toast = useAdminToast();
  const form = useApiForm({
    schema: registerMediaAssetBodySchema,
    // `source` is the location typed; its messages (`source.url`, `source.path`) stand under it.
    defaultValues: { source: '' },
    toBody: ({ source }) => ({
      ...effectiveTarget(target),
      source: kind === 'url' ? { kind, url: source } : { kind, path: source },
    }),
  });

  const submit = form.onSubmit(
    async (body) => {
      await register.mutateAsync(body);
      form.form.reset();
      toast(text.done);
    },
    // The server's sentence, unless the location's own message already says what is wrong.
    (_error, message) => {
      if (!form.form.getFieldState('source').error) form.setFormError(message);
    },
  );

  return (
    <form onSubmit={submit} noValidate aria-label={text.section}>
      <FormSection title={text.section} columns={2}>
        <Typography variant="body2" sx={{ gridColumn: '1 / -1', color: 'text.secondary' }}>
          {text.intro}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="secondary"
          value={kind}
          onChange={(_event, next: SourceKind | null) => next && setKind(next)}
          aria-label={text.kind}
          sx={{ gridColumn: '1 / -1' }}
        >
          <ToggleButton value="url">{text.url}</ToggleButton>
          <ToggleButton value="path">{text.path}</ToggleButton>
        </ToggleButtonGroup>
        <FormTextField
          form={form}
          name="source"
          label={kind === 'url' ? text.urlLabel : text.pathLabel}
          required
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: kind === 'url' ? 'url' : 'text' } }}
          sx={{ gridColumn: '1 / -1' }}
        />
        <MediaTargetFields
          name="register"
          value={target}
          onChange={setTarget}
          episodes={episodes}
          disabled={form.pending}
        />
        {form.formError && (
          <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
            {form.formError}
          </Alert>
        )}
        <Button
          type="submit"
          variant="outlined"
          color="secondary"
          startIcon={<LinkRounded />}
          disabled={form.pending}
          sx={{ justifySelf: 'start', gridColumn: '1 / -1' }}
        >
          {text.submit}
        </Button>
      </FormSection>
    </form>
  );
}
