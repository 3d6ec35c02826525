import LinkRounded from '@mui/icons-material/LinkRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { registerMediaAssetBodySchema } from '@pardeh/contract';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import {
  checkBody,
  type FieldErrors,
  FormSection,
  serverFieldErrors,
  useAdminToast,
} from '../../admin-shell/index.ts';
import { useRegisterMediaAsset } from '../api/register-media-asset.ts';
import { adminMediaMessages } from '../messages.ts';
import { defaultTarget, type EpisodeOption, effectiveTarget } from './media-target.ts';
import { MediaTargetFields } from './media-target-fields.tsx';

const text = adminMediaMessages.register;
type SourceKind = 'url' | 'path';

/** The source's message of a 422, whichever of `source`, `source.url`, `source.path` it is under. */
const sourceError = (errors: FieldErrors) => errors['source.url'] ?? errors['source.path'] ?? errors.source;

/**
 * Registering a video the server fetches itself (a URL) or reads from its import folder (a path):
 * for files too large to send through the browser.
 */
export function RegisterSourceForm({ titleId, episodes }: { titleId: number; episodes: EpisodeOption[] }) {
  const [kind, setKind] = useState<SourceKind>('url');
  const [location, setLocation] = useState('');
  const [target, setTarget] = useState(() => defaultTarget(titleId));
  const [errors, setErrors] = useState<FieldErrors>({});
  const register = useRegisterMediaAsset();
  const toast = useAdminToast();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const source = kind === 'url' ? { kind, url: location } : { kind, path: location };
    const checked = checkBody(registerMediaAssetBodySchema, { ...effectiveTarget(target), source });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    register.mutate(checked.body, {
      onSuccess: () => {
        setLocation('');
        toast(text.done);
      },
      onError: (error) => setErrors(serverFieldErrors(error)),
    });
  };

  const failure = register.error instanceof ApiError && !sourceError(errors) ? register.error.message : null;
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
        <TextField
          name="source"
          label={kind === 'url' ? text.urlLabel : text.pathLabel}
          value={location}
          onChange={(event) => setLocation(event.target.value)}
          error={Boolean(sourceError(errors))}
          helperText={sourceError(errors)}
          required
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: kind === 'url' ? 'url' : 'text' } }}
          sx={{ gridColumn: '1 / -1' }}
        />
        <MediaTargetFields
          name="register"
          value={target}
          onChange={setTarget}
          episodes={episodes}
          disabled={register.isPending}
        />
        {failure && (
          <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
            {failure}
          </Alert>
        )}
        <Button
          type="submit"
          variant="outlined"
          color="secondary"
          startIcon={<LinkRounded />}
          disabled={register.isPending}
          sx={{ justifySelf: 'start', gridColumn: '1 / -1' }}
        >
          {text.submit}
        </Button>
      </FormSection>
    </form>
  );
}
