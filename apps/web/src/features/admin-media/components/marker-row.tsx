import CheckRounded from '@mui/icons-material/CheckRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AdminFileMarker, PlaybackMarkerKind } from '@pardeh/contract';
import { markerTime } from '../lib/marker-time.ts';
import { adminMediaMessages } from '../messages.ts';

const text = adminMediaMessages.markers;

/** The two times of a marker as typed. */
export interface MarkerTimes {
  start: string;
  end: string;
}

type FieldErrors = { start?: { message?: string }; end?: { message?: string } };

interface MarkerRowProps {
  kind: PlaybackMarkerKind;
  times: MarkerTimes;
  errors: FieldErrors | undefined;
  /** The pipeline's suggestion for this kind, if it made one that is not confirmed yet. */
  suggestion: AdminFileMarker | null;
  confirmed: boolean;
  disabled: boolean;
  onChange(times: Partial<MarkerTimes>): void;
  onFromHere(field: keyof MarkerTimes): void;
  onPreview(): void;
  onConfirm(): void;
}

/** One kind of marker in the editor: its start and end, «از اینجا» for each, preview, and a suggestion. */
export function MarkerRow({
  kind,
  times,
  errors,
  suggestion,
  confirmed,
  disabled,
  onChange,
  onFromHere,
  onPreview,
  onConfirm,
}: MarkerRowProps) {
  const name = text.kinds[kind];
  const field = (which: keyof MarkerTimes) => {
    const label = which === 'start' ? text.start : text.end;
    const message = errors?.[which]?.message;
    return (
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <TextField
          size="small"
          name={`markers.${kind}.${which}`}
          label={`${label} ${name}`}
          value={times[which]}
          onChange={(event) => onChange({ [which]: event.target.value })}
          error={Boolean(message)}
          helperText={message ?? text.timeHint}
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'decimal', autoComplete: 'off' } }}
          sx={{ width: 150 }}
        />
        <Button
          size="small"
          onClick={() => onFromHere(which)}
          disabled={disabled}
          aria-label={text.fromHereLabel(label, name)}
          sx={{ mt: 0.5 }}
        >
          {text.fromHere}
        </Button>
      </Box>
    );
  };
  return (
    <Box
      component="fieldset"
      data-marker-kind={kind}
      sx={{
        m: 0,
        p: 2,
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: 2,
        display: 'grid',
        gap: 1.5,
      }}
    >
      <Box component="legend" sx={{ px: 0.5, display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography component="span" sx={{ fontWeight: 700 }}>
          {name}
        </Typography>
        {confirmed && <Chip size="small" color="success" variant="outlined" label={text.confirmed} />}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2 }}>
        {field('start')}
        {field('end')}
        <Button
          size="small"
          color="inherit"
          startIcon={<PlayArrowRounded />}
          onClick={onPreview}
          disabled={!times.end.trim()}
          aria-label={text.previewMarkerLabel(name)}
          sx={{ mt: 0.5 }}
        >
          {text.previewMarker}
        </Button>
      </Box>
      {suggestion && (
        <Box data-suggestion sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {text.suggestion(markerTime(suggestion.start), markerTime(suggestion.end))}
          </Typography>
          <Button
            size="small"
            variant="outlined"
            color="secondary"
            startIcon={<CheckRounded />}
            onClick={onConfirm}
            disabled={disabled}
            aria-label={text.confirmLabel(name)}
          >
            {text.confirm}
          </Button>
        </Box>
      )}
    </Box>
  );
}
