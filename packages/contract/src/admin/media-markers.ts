import { z } from 'zod';
import { playbackMarkerKindSchema, playbackMarkerKinds } from '../catalog/watch.ts';

/**
 * A file's intro, recap and credits markers in the console (`/api/admin/media/files/{id}/markers`).
 * The pipeline *suggests* spans it finds (black frames with silence near the start and end); an
 * operator *confirms* them, or sets them by hand. Only confirmed markers reach the player.
 */

/** The longest span a marker may stand at: a day, far past any film. */
export const MARKER_MAX_SECONDS = 24 * 3600;

/** Persian sentences for each rule; the console shows them under the field. */
export const fileMarkerMessages = {
  kindInvalid: 'نوع نشانه را از میان «تیتراژ آغاز»، «خلاصهٔ قبل» و «تیتراژ پایانی» انتخاب کنید.',
  timeInvalid: 'زمان را به ثانیه و از صفر به بالا بنویسید.',
  timeTooLarge: 'زمان بیش از اندازه است.',
  endBeforeStart: 'پایان باید بعد از آغاز باشد.',
  kindRepeated: 'برای هر نوع فقط یک نشانه می‌شود گذاشت.',
  pastDuration: (duration: string) => `زمان از طول ویدیو (${duration} ثانیه) بیشتر است.`,
} as const;
const m = fileMarkerMessages;

/** `suggested`: found by the pipeline, not shown to viewers; `confirmed`: set by an operator. */
export const fileMarkerStatuses = ['suggested', 'confirmed'] as const;
export const fileMarkerStatusSchema = z.enum(fileMarkerStatuses);
export type FileMarkerStatus = z.infer<typeof fileMarkerStatusSchema>;

/** A marker as the console shows it. Times are seconds from the file's start. */
export const adminFileMarkerSchema = z
  .object({
    kind: playbackMarkerKindSchema,
    start: z.number().min(0),
    end: z.number().min(0),
    status: fileMarkerStatusSchema,
    updatedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'AdminFileMarker' });
export type AdminFileMarker = z.infer<typeof adminFileMarkerSchema>;

/** `GET /api/admin/media/files/{id}/markers`: what the marker editor needs to preview and check. */
export const adminFileMarkersSchema = z
  .object({
    fileId: z.number().int(),
    /** The file's playable address (a master playlist, or the file itself for older files). */
    url: z.string(),
    /** Seconds, when the pipeline made the file (older files: null, so times are not bounded). */
    durationSeconds: z.number().nullable(),
    /** At most one per kind, intro, recap, credits in that order. */
    markers: z.array(adminFileMarkerSchema),
  })
  .meta({ id: 'AdminFileMarkers' });
export type AdminFileMarkers = z.infer<typeof adminFileMarkersSchema>;

const secondsSchema = z
  .number({ error: m.timeInvalid })
  .min(0, m.timeInvalid)
  .max(MARKER_MAX_SECONDS, m.timeTooLarge);

/** One confirmed marker as the operator sets it. */
export const fileMarkerInputSchema = z
  .strictObject({
    kind: z.enum(playbackMarkerKinds, { error: m.kindInvalid }),
    start: secondsSchema,
    end: secondsSchema,
  })
  .meta({ id: 'FileMarkerInput' });
export type FileMarkerInput = z.infer<typeof fileMarkerInputSchema>;

/**
 * `PUT /api/admin/media/files/{id}/markers`: every confirmed marker of the file. Each is
 * confirmed; confirmed ones left out are removed; suggestions of other kinds stay. Times past the
 * file's duration (when known) are refused by the server with 422.
 */
export const setFileMarkersBodySchema = z
  .strictObject({ markers: z.array(fileMarkerInputSchema).max(playbackMarkerKinds.length, m.kindRepeated) })
  .superRefine(({ markers }, context) => {
    const kinds = new Set<string>();
    markers.forEach((marker, index) => {
      if (marker.end <= marker.start)
        context.addIssue({ code: 'custom', path: ['markers', index, 'end'], message: m.endBeforeStart });
      if (kinds.has(marker.kind))
        context.addIssue({ code: 'custom', path: ['markers', index, 'kind'], message: m.kindRepeated });
      kinds.add(marker.kind);
    });
  });
export type SetFileMarkersBody = z.infer<typeof setFileMarkersBodySchema>;
