import {
  fileLanguages,
  fileMarkerStatuses,
  mediaAssetStatuses,
  mediaJobKinds,
  mediaJobStatuses,
  mediaPurposes,
  mediaSourceKinds,
  playbackMarkerKinds,
} from '@pardeh/contract';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { episodes, titleFiles, titles } from './catalog.ts';

/**
 * Matches migrations/0020_media_pipeline.sql (assets, their jobs, subtitle tracks) and
 * 0023_playback_media.sql (intro, recap and credits markers of a file).
 */

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export interface StoredRendition {
  name: string;
  width: number;
  height: number;
  bandwidth: number;
  sizeBytes: number;
}

export const mediaAssets = pgTable('media_assets', {
  id: uuid('id').primaryKey(),
  titleId: integer('title_id')
    .notNull()
    .references(() => titles.id, { onDelete: 'cascade' }),
  episodeId: integer('episode_id').references(() => episodes.id, { onDelete: 'cascade' }),
  purpose: text('purpose', { enum: mediaPurposes }).notNull(),
  language: text('language', { enum: fileLanguages }).notNull(),
  premiumOnly: boolean('premium_only').notNull().default(false),
  sourceKind: text('source_kind', { enum: mediaSourceKinds }).notNull(),
  sourceName: text('source_name').notNull(),
  sourcePath: text('source_path'),
  sourceBytes: bigint('source_bytes', { mode: 'number' }),
  /** The tus upload the asset was made from: completing it again finds this asset (#30). */
  uploadId: text('upload_id').unique(),
  status: text('status', { enum: mediaAssetStatuses }).notNull().default('queued'),
  progress: smallint('progress'),
  error: text('error'),
  durationSeconds: doublePrecision('duration_seconds'),
  width: integer('width'),
  height: integer('height'),
  renditions: jsonb('renditions').$type<StoredRendition[]>().notNull().default([]),
  sizeBytes: bigint('size_bytes', { mode: 'number' }),
  posterKey: text('poster_key'),
  screenshotKeys: text('screenshot_keys').array().notNull().default([]),
  titleFileId: integer('title_file_id')
    .unique()
    .references(() => titleFiles.id, { onDelete: 'set null' }),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: instant('created_at').notNull().defaultNow(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});
export type MediaAssetRow = typeof mediaAssets.$inferSelect;

export const mediaJobs = pgTable('media_jobs', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  kind: text('kind', { enum: mediaJobKinds }).notNull(),
  assetId: uuid('asset_id').references(() => mediaAssets.id, { onDelete: 'cascade' }),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
  status: text('status', { enum: mediaJobStatuses }).notNull().default('queued'),
  attempts: integer('attempts').notNull().default(0),
  maxAttempts: integer('max_attempts').notNull().default(3),
  runAfter: instant('run_after').notNull().defaultNow(),
  lockedAt: instant('locked_at'),
  lockedBy: text('locked_by'),
  lastError: text('last_error'),
  createdAt: instant('created_at').notNull().defaultNow(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
  finishedAt: instant('finished_at'),
});
export type MediaJobRow = typeof mediaJobs.$inferSelect;

export const fileSubtitles = pgTable('file_subtitles', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  fileId: integer('file_id')
    .notNull()
    .references(() => titleFiles.id, { onDelete: 'cascade' }),
  language: text('language').notNull(),
  label: text('label').notNull(),
  storageKey: text('storage_key').notNull().unique(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: instant('created_at').notNull().defaultNow(),
});
export type FileSubtitleRow = typeof fileSubtitles.$inferSelect;

/** An intro, recap or credits span of a file: suggested by the pipeline, or confirmed in the console. */
export const fileMarkers = pgTable(
  'file_markers',
  {
    id: serial('id').primaryKey(),
    fileId: integer('file_id')
      .notNull()
      .references(() => titleFiles.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: playbackMarkerKinds }).notNull(),
    startSeconds: real('start_seconds').notNull(),
    endSeconds: real('end_seconds').notNull(),
    status: text('status', { enum: fileMarkerStatuses }).notNull(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [unique().on(table.fileId, table.kind)],
);
export type FileMarkerRow = typeof fileMarkers.$inferSelect;

/** The media-pass signing key (one row, migrations/0027_media_access.sql), hex. */
export const mediaSigningKeys = pgTable('media_signing_keys', {
  id: smallint('id').primaryKey(),
  key: text('key').notNull(),
  createdAt: instant('created_at').notNull().defaultNow(),
});

/** The AES-128 key (hex) of an encrypted HLS stream, by its storage prefix `<asset>/<stream>`. */
export const mediaStreamKeys = pgTable(
  'media_stream_keys',
  {
    streamPrefix: text('stream_prefix').primaryKey(),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => mediaAssets.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
  },
  (table) => [index('media_stream_keys_asset').on(table.assetId)],
);

/** The shared lock of each tus upload in a bucket (media/uploads/shared-upload-locker.ts). */
export const mediaUploadLocks = pgTable('media_upload_locks', {
  uploadId: text('upload_id').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: instant('expires_at').notNull(),
});
