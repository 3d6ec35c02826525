import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  type AdminFileMarkers,
  type PlaybackMarkerKind,
  playbackMarkerKinds,
  setFileMarkersBodySchema,
} from '@pardeh/contract';
import { useRef } from 'react';
import { formatPlaybackTime } from '../../../components/video-player/media-source.ts';
import { useApiForm } from '../../../hooks/use-api-form.ts';
import { FormSection, useAdminToast } from '../../admin-shell/index.ts';
import { useSetFileMarkers } from '../api/set-file-markers.ts';
import { markerTime, secondsFromInput } from '../lib/marker-time.ts';
import { adminMediaMessages } from '../messages.ts';
import { MarkerRow, type MarkerTimes } from './marker-row.tsx';
import { usePreviewSource } from './use-preview-source.ts';

const text = adminMediaMessages.markers;

/** A marker's preview starts this long before its end: the operator sees where playback lands. */
const PREVIEW_LEAD_SECONDS = 3;

export type MarkerFormValues = { markers: Record<PlaybackMarkerKind, MarkerTimes> };

/** The confirmed markers as the fields show them (m:ss, Persian digits); other kinds empty. */
function valuesOf(data: AdminFileMarkers): MarkerFormValues {
  const confirmed = (kind: PlaybackMarkerKind) =>
    data.markers.find((marker) => marker.kind === kind && marker.status === 'confirmed');
  const entries = playbackMarkerKinds.map((kind) => {
    const marker = confirmed(kind);
    return [
      kind,
      marker ? { start: markerTime(marker.start), end: markerTime(marker.end) } : { start: '', end: '' },
    ];
  });
  return { markers: Object.fromEntries(entries) as MarkerFormValues['markers'] };
}

/** The kinds the body sends, in order (a kind with either time typed): a body error's index is into this. */
const filledKinds = (markers: MarkerFormValues['markers']) =>
  playbackMarkerKinds.filter((kind) => markers[kind].start.trim() || markers[kind].end.trim());

/**
 * The marker editor of one file: a preview of the file, and for intro, recap and credits the
 * start and end (typed, or taken from the preview with «از اینجا»), the pipeline's suggestion
 * with «تأیید», and «پیش‌نمایش», which plays the last seconds before the marker's end. Saving
 * sends every confirmed marker (the contract's schema first, then the server's duration check).
 */
export function MarkerEditor({ data }: { data: AdminFileMarkers }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const previewFailed = usePreviewSource(videoRef, data.url);
  const save = useSetFileMarkers();
  const toast = useAdminToast();
  const form = useApiForm<MarkerFormValues, typeof setFileMarkersBodySchema>({
    schema: setFileMarkersBodySchema,
    defaultValues: valuesOf(data),
    toBody: ({ markers }) => ({
      markers: filledKinds(markers).map((kind) => ({
        kind,
        // A time left empty beside a typed one is no time: NaN, which the schema names.
        start: secondsFromInput(markers[kind].start) ?? Number.NaN,
        end: secondsFromInput(markers[kind].end) ?? Number.NaN,
      })),
    }),
  });
  const markers = form.form.watch('markers');
  const errors = form.form.formState.errors.markers as
    | Record<number, { start?: { message?: string }; end?: { message?: string } }>
    | undefined;

  const submit = form.onSubmit(async (body) => {
    const saved = await save.mutateAsync({ fileId: data.fileId, body });
    form.form.reset(valuesOf(saved));
    toast(text.saved);
  });

  const setTimes = (kind: PlaybackMarkerKind, times: Partial<MarkerTimes>) => {
    for (const [field, value] of Object.entries(times)) {
      form.form.setValue(`markers.${kind}.${field as keyof MarkerTimes}`, value, { shouldDirty: true });
    }
    // A message stands under a field by its index in the body, which editing may change.
    form.form.clearErrors('markers');
    form.setFormError(null);
  };

  const previewEnd = (kind: PlaybackMarkerKind) => {
    const video = videoRef.current;
    const end = secondsFromInput(markers[kind].end);
    if (!video || end === null || !Number.isFinite(end)) return;
    const start = secondsFromInput(markers[kind].start);
    video.currentTime = Math.max(Number.isFinite(start) ? (start ?? 0) : 0, end - PREVIEW_LEAD_SECONDS);
    void video.play().catch(() => {});
  };

  const filled = filledKinds(markers);
  return (
    <>
      <FormSection title={text.preview} columns={1}>
        <Box
          component="video"
          ref={videoRef}
          controls
          playsInline
          preload="metadata"
          aria-label={text.preview}
          data-marker-preview
          sx={{
            width: '100%',
            maxWidth: 640,
            aspectRatio: '16 / 9',
            bgcolor: 'common.black',
            borderRadius: 1,
          }}
        />
        {previewFailed && <Alert severity="warning">{text.previewFailed}</Alert>}
        {data.durationSeconds !== null && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {text.duration(formatPlaybackTime(data.durationSeconds))}
          </Typography>
        )}
      </FormSection>
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
        {form.formError && <Alert severity="error">{form.formError}</Alert>}
        {playbackMarkerKinds.map((kind) => {
          const index = filled.indexOf(kind);
          const suggestion = data.markers.find(
            (marker) => marker.kind === kind && marker.status === 'suggested',
          );
          return (
            <MarkerRow
              key={kind}
              kind={kind}
              times={markers[kind]}
              errors={index >= 0 ? errors?.[index] : undefined}
              suggestion={suggestion ?? null}
              confirmed={data.markers.some((marker) => marker.kind === kind && marker.status === 'confirmed')}
              disabled={form.pending}
              onChange={(times) => setTimes(kind, times)}
              onFromHere={(field) =>
                setTimes(kind, { [field]: markerTime(videoRef.current?.currentTime ?? 0) })
              }
              onPreview={() => previewEnd(kind)}
              onConfirm={() => {
                if (!suggestion) return;
                setTimes(kind, {
                  start: markerTime(suggestion.start),
                  end: markerTime(suggestion.end),
                });
                void submit();
              }}
            />
          );
        })}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {text.emptyHint}
        </Typography>
        <Box>
          <Button type="submit" variant="contained" disabled={form.pending}>
            {text.save}
          </Button>
        </Box>
      </Box>
    </>
  );
}
