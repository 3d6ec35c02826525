import { z } from 'zod';
import { fileLanguageSchema } from '../catalog/title-detail.ts';
import { idParamSchema, paginationQuerySchema, rowIdSchema } from '../common.ts';
import { plainTextSchema } from '../plain-text.ts';

/**
 * The media pipeline (`/api/admin/media/*`, `/api/admin/titles/{id}/media`, `.../trailer`).
 * A source video (uploaded through tus, fetched from a URL or read from the server's import
 * folder) becomes an *asset*; a background job transcodes it into HLS. Only when every rendition
 * is written does a ready asset become a playable *file* of the title (or its trailer), so no
 * half-made file ever shows on the site.
 */

/** Persian sentences for each field rule; the console shows them under the field. */
export const mediaFieldMessages = {
  purposeInvalid: 'کاربرد را از میان «فایل» و «تریلر» انتخاب کنید.',
  languageInvalid: 'زبان فایل را از میان «زبان اصلی»، «دوبله» و «زیرنویس‌دار» انتخاب کنید.',
  flagInvalid: 'این مقدار باید «بله» یا «خیر» باشد.',
  urlInvalid: 'نشانی باید با http:// یا https:// آغاز شود و بیش از ۲٬۰۰۰ نویسه نباشد.',
  pathInvalid: 'مسیر فایل روی سرور را کامل (با / در آغاز) و کمتر از ۱٬۰۰۰ نویسه بنویسید.',
  subtitleLanguageInvalid: 'زبان زیرنویس را با کد دو یا سه حرفی بنویسید، مانند fa یا en.',
  subtitleLabelRequired: 'نامی برای زیرنویس بنویسید، مانند «فارسی».',
  subtitleLabelTooLong: 'نام زیرنویس نباید بیش از ۶۰ نویسه باشد.',
  subtitleTextRequired: 'متن زیرنویس (فایل SRT یا WebVTT) را بفرستید.',
  nothingToChange: 'هیچ فیلدی برای تغییر فرستاده نشده است.',
  statusInvalid: 'وضعیت را از میان «در صف»، «در حال اجرا»، «انجام‌شده» و «ناموفق» انتخاب کنید.',
} as const;
const m = mediaFieldMessages;

/** `file`: a playable file of the title or episode; `trailer`: the title's trailer. */
export const mediaPurposes = ['file', 'trailer'] as const;
export const mediaPurposeSchema = z.enum(mediaPurposes, { error: m.purposeInvalid });
export type MediaPurpose = z.infer<typeof mediaPurposeSchema>;

const languageSchema = fileLanguageSchema.meta({ id: 'FileLanguage' });
const flagSchema = z.boolean({ error: m.flagInvalid });

/**
 * Where an asset stands: `queued` (waiting for the worker), `downloading` (a URL source being
 * fetched), `transcoding`, `ready` (its file or trailer is on the site), `failed` (`error` says why).
 */
export const mediaAssetStatuses = ['queued', 'downloading', 'transcoding', 'ready', 'failed'] as const;
export const mediaAssetStatusSchema = z.enum(mediaAssetStatuses);
export type MediaAssetStatus = z.infer<typeof mediaAssetStatusSchema>;

export const mediaSourceKinds = ['upload', 'url', 'path'] as const;
export const mediaSourceKindSchema = z.enum(mediaSourceKinds);
export type MediaSourceKind = z.infer<typeof mediaSourceKindSchema>;

/** One HLS rendition of a transcoded asset. */
export const mediaRenditionSchema = z
  .object({
    /** `480p`, `720p`, `1080p`, or the source's own height for a small source (`360p`). */
    name: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    /** Peak bits per second, as the master playlist announces it. */
    bandwidth: z.number().int(),
    sizeBytes: z.number().int(),
  })
  .meta({ id: 'MediaRendition' });
export type MediaRendition = z.infer<typeof mediaRenditionSchema>;

/** A source video on its way to the site (or stuck: `failed` with the reason). */
export const adminMediaAssetSchema = z
  .object({
    /** A UUID; also the folder of its renditions in storage. */
    id: z.uuid(),
    titleId: z.number().int(),
    episodeId: z.number().int().nullable(),
    purpose: mediaPurposeSchema,
    language: languageSchema,
    premiumOnly: z.boolean(),
    sourceKind: mediaSourceKindSchema,
    /** The uploaded file's name, the URL, or the server path. */
    sourceName: z.string(),
    sourceBytes: z.number().int().nullable(),
    status: mediaAssetStatusSchema,
    /** Percent of the current step (download or transcode) done, while it runs. */
    progress: z.number().int().min(0).max(100).nullable(),
    /** Why it failed, in Persian (null unless `failed`, or after a failed try that will be retried). */
    error: z.string().nullable(),
    /** The job that works on it now (or last did): retry it through `/api/admin/media/jobs/{id}/retry`. */
    jobId: z.number().int().nullable(),
    durationSeconds: z.number().nullable(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    renditions: z.array(mediaRenditionSchema),
    /** A frame of the video (jpg), once transcoded. */
    poster: z.string().nullable(),
    screenshots: z.array(z.string()),
    createdAt: z.iso.datetime({ offset: true }),
    updatedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'AdminMediaAsset' });
export type AdminMediaAsset = z.infer<typeof adminMediaAssetSchema>;

/** A subtitle track of a file, served as WebVTT. */
export const adminSubtitleSchema = z
  .object({
    id: z.number().int(),
    fileId: z.number().int(),
    /** BCP 47 primary language: `fa`, `en`. */
    language: z.string(),
    label: z.string(),
    url: z.string(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'AdminSubtitle' });
export type AdminSubtitle = z.infer<typeof adminSubtitleSchema>;

/** A playable file of a title: one made by the pipeline (`asset` set) or an older one (`asset` null). */
export const adminMediaFileSchema = z
  .object({
    id: z.number().int(),
    titleId: z.number().int(),
    episodeId: z.number().int().nullable(),
    /** Season and episode numbers of `episodeId`, for the console's labels. */
    episode: z.object({ seasonNumber: z.number().int(), number: z.number().int() }).nullable(),
    quality: z.string(),
    sizeBytes: z.number().int().nullable(),
    language: languageSchema,
    premiumOnly: z.boolean(),
    /** The master playlist (or the file itself for older files). */
    url: z.string(),
    createdAt: z.iso.datetime({ offset: true }),
    asset: adminMediaAssetSchema.nullable(),
    subtitles: z.array(adminSubtitleSchema),
  })
  .meta({ id: 'AdminMediaFile' });
export type AdminMediaFile = z.infer<typeof adminMediaFileSchema>;

/** `GET /api/admin/titles/{id}/media`. */
export const adminTitleMediaSchema = z
  .object({
    titleId: z.number().int(),
    trailer: z.object({
      /** What the site plays as the trailer: a master playlist here, or an external address. */
      url: z.string().nullable(),
      /** The uploaded trailer behind `url`, when it was made by the pipeline. */
      asset: adminMediaAssetSchema.nullable(),
    }),
    /** The title's files, the film's first, then by season and episode. */
    files: z.array(adminMediaFileSchema),
    /** Assets not ready yet, or failed (newest first). */
    assets: z.array(adminMediaAssetSchema),
  })
  .meta({ id: 'AdminTitleMedia' });
export type AdminTitleMedia = z.infer<typeof adminTitleMediaSchema>;

/** `PATCH /api/admin/media/files/{id}`. */
export const updateMediaFileBodySchema = z
  .strictObject({
    premiumOnly: flagSchema.optional(),
    language: z.enum(fileLanguageSchema.options, { error: m.languageInvalid }).optional(),
  })
  .refine((body) => body.premiumOnly !== undefined || body.language !== undefined, {
    error: m.nothingToChange,
  })
  .meta({ id: 'UpdateMediaFileBody' });
export type UpdateMediaFileBody = z.infer<typeof updateMediaFileBodySchema>;

export const MEDIA_URL_MAX_LENGTH = 2000;
const httpUrlSchema = z
  .string({ error: m.urlInvalid })
  .trim()
  .max(MEDIA_URL_MAX_LENGTH, m.urlInvalid)
  .pipe(z.url({ protocol: /^https?$/, error: m.urlInvalid }));

/** `PUT /api/admin/titles/{id}/trailer`: an external trailer address, or null to remove it. */
export const setTrailerBodySchema = z
  .strictObject({ url: httpUrlSchema.nullable() })
  .meta({ id: 'SetTrailerBody' });
export type SetTrailerBody = z.infer<typeof setTrailerBodySchema>;

export const titleTrailerSchema = z
  .object({ titleId: z.number().int(), url: z.string().nullable() })
  .meta({ id: 'TitleTrailer' });
export type TitleTrailer = z.infer<typeof titleTrailerSchema>;

/** Where a registered source is: fetched from a URL, or read from the server's import folder. */
export const mediaSourceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('url'), url: httpUrlSchema }),
  z.strictObject({
    kind: z.literal('path'),
    /** An absolute path under the server's MEDIA_IMPORT_DIR. */
    path: z
      .string({ error: m.pathInvalid })
      .trim()
      .min(2, m.pathInvalid)
      .max(1000, m.pathInvalid)
      .startsWith('/', m.pathInvalid),
  }),
]);
export type MediaSource = z.infer<typeof mediaSourceSchema>;

/** What every new asset says about itself (the registration body, or an upload's tus metadata). */
const assetTargetShape = {
  titleId: rowIdSchema,
  episodeId: rowIdSchema.nullable().default(null),
  purpose: mediaPurposeSchema.default('file'),
  language: z.enum(fileLanguageSchema.options, { error: m.languageInvalid }).default('original'),
  premiumOnly: flagSchema.default(false),
};

/** `POST /api/admin/media/assets`: register a source by URL or server path. */
export const registerMediaAssetBodySchema = z
  .strictObject({ ...assetTargetShape, source: mediaSourceSchema })
  .meta({ id: 'RegisterMediaAssetBody' });
export type RegisterMediaAssetBody = z.infer<typeof registerMediaAssetBodySchema>;

/**
 * The tus upload's metadata (`Upload-Metadata`, each value base64 as tus requires), all strings:
 * `titleId` (required), `episodeId`, `purpose` (`file` | `trailer`), `language`
 * (`original` | `dubbed` | `subtitled`), `premiumOnly` (`true` | `false`), `filename`, `filetype`.
 * The server parses them with this schema.
 */
export const mediaUploadMetadataKeys = [
  'titleId',
  'episodeId',
  'purpose',
  'language',
  'premiumOnly',
  'filename',
  'filetype',
] as const;
export const mediaUploadMetadataSchema = z.object({
  titleId: z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(rowIdSchema),
  episodeId: z
    .string()
    .regex(/^\d{0,10}$/)
    .optional()
    .transform((value) => (value ? Number(value) : null))
    .pipe(rowIdSchema.nullable()),
  purpose: mediaPurposeSchema.default('file'),
  language: assetTargetShape.language,
  premiumOnly: z
    .enum(['true', 'false'], { error: m.flagInvalid })
    .default('false')
    .transform((value) => value === 'true'),
  filename: plainTextSchema().trim().max(500).default('upload'),
  filetype: z.string().trim().max(200).default(''),
});
export type MediaUploadMetadata = z.infer<typeof mediaUploadMetadataSchema>;

/** The answer header naming the asset an upload became, on the PATCH that completes it. */
export const MEDIA_UPLOAD_ASSET_HEADER = 'Pardeh-Asset-Id';

export const SUBTITLE_MAX_BYTES = 2 * 1024 * 1024;
/** `POST /api/admin/media/files/{id}/subtitles`: the .srt or .vtt file's text (UTF-8). */
export const addSubtitleBodySchema = z
  .strictObject({
    language: z
      .string({ error: m.subtitleLanguageInvalid })
      .trim()
      .toLowerCase()
      .regex(/^[a-z]{2,3}$/, m.subtitleLanguageInvalid),
    label: plainTextSchema({ error: m.subtitleLabelRequired })
      .trim()
      .min(1, m.subtitleLabelRequired)
      .max(60, m.subtitleLabelTooLong),
    /** The file's text: SRT (converted to WebVTT) or WebVTT. At most SUBTITLE_MAX_BYTES (413). */
    text: z.string({ error: m.subtitleTextRequired }).min(1, m.subtitleTextRequired),
  })
  .meta({ id: 'AddSubtitleBody' });
export type AddSubtitleBody = z.infer<typeof addSubtitleBodySchema>;

export const mediaJobStatuses = ['queued', 'running', 'done', 'failed'] as const;
export const mediaJobStatusSchema = z.enum(mediaJobStatuses, { error: m.statusInvalid });
export type MediaJobStatus = z.infer<typeof mediaJobStatusSchema>;

/** `download-source`: fetch a URL source; `transcode`: probe and transcode into HLS. */
export const mediaJobKinds = ['download-source', 'transcode'] as const;
export const mediaJobKindSchema = z.enum(mediaJobKinds);
export type MediaJobKind = z.infer<typeof mediaJobKindSchema>;

export const adminMediaJobSchema = z
  .object({
    id: z.number().int(),
    kind: mediaJobKindSchema,
    status: mediaJobStatusSchema,
    attempts: z.number().int(),
    maxAttempts: z.number().int(),
    /** Why the last try failed, in Persian. */
    lastError: z.string().nullable(),
    /** When a queued job may run next (later than now while it waits to retry). */
    runAfter: z.iso.datetime({ offset: true }),
    createdAt: z.iso.datetime({ offset: true }),
    updatedAt: z.iso.datetime({ offset: true }),
    finishedAt: z.iso.datetime({ offset: true }).nullable(),
    asset: z
      .object({
        id: z.uuid(),
        purpose: mediaPurposeSchema,
        sourceName: z.string(),
        status: mediaAssetStatusSchema,
        progress: z.number().int().nullable(),
        episodeId: z.number().int().nullable(),
        title: z.object({ id: z.number().int(), name: z.string(), path: z.string() }),
      })
      .nullable(),
  })
  .meta({ id: 'AdminMediaJob' });
export type AdminMediaJob = z.infer<typeof adminMediaJobSchema>;

/** `GET /api/admin/media/jobs`: newest first, optionally of one status. */
export const adminMediaJobsQuerySchema = paginationQuerySchema.extend({
  status: mediaJobStatusSchema.optional(),
});
export type AdminMediaJobsQuery = z.infer<typeof adminMediaJobsQuerySchema>;

export const mediaAssetParamsSchema = z.object({ id: z.uuid() });
export const subtitleParamsSchema = z.object({ id: idParamSchema, subtitleId: idParamSchema });
