import { contentRequestStatuses, notificationTypes, titleTypes } from '@pardeh/contract';
import {
  bigint,
  boolean,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { episodes, titleFiles, titles } from './catalog.ts';
import { profiles } from './profiles.ts';

/**
 * Mirrors migrations/0009_library.sql (and 0024 below, 0036's profile columns); constraints and
 * indexes live in the SQL.
 */

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const userId = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const profileId = () =>
  integer('profile_id')
    .notNull()
    .references(() => profiles.id, { onDelete: 'cascade' });
const titleId = () =>
  integer('title_id')
    .notNull()
    .references(() => titles.id, { onDelete: 'cascade' });

export const watchlistItems = pgTable(
  'watchlist_items',
  { profileId: profileId(), titleId: titleId(), addedAt: instant('added_at').notNull().defaultNow() },
  (table) => [primaryKey({ columns: [table.profileId, table.titleId] })],
);

/** A like is 1, a dislike -1; "neither" is no row. */
export const likeValues = [1, -1] as const;

export const titleLikes = pgTable(
  'title_likes',
  {
    profileId: profileId(),
    titleId: titleId(),
    value: smallint('value').notNull(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.profileId, table.titleId] })],
);

export const watchProgress = pgTable('watch_progress', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  profileId: profileId(),
  titleId: titleId(),
  episodeId: integer('episode_id').references(() => episodes.id, { onDelete: 'cascade' }),
  fileId: integer('file_id')
    .notNull()
    .references(() => titleFiles.id, { onDelete: 'cascade' }),
  positionSeconds: integer('position_seconds').notNull(),
  durationSeconds: integer('duration_seconds').notNull(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

export const watchHistory = pgTable('watch_history', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  profileId: profileId(),
  titleId: titleId(),
  episodeId: integer('episode_id').references(() => episodes.id, { onDelete: 'cascade' }),
  fileId: integer('file_id').references(() => titleFiles.id, { onDelete: 'set null' }),
  positionSeconds: integer('position_seconds'),
  durationSeconds: integer('duration_seconds').notNull(),
  watchedAt: instant('watched_at').notNull().defaultNow(),
});

export type NotificationType = (typeof notificationTypes)[number];

export const notifications = pgTable('notifications', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: userId(),
  /** Null for a notification about the account (a request, premium), which all its profiles see. */
  profileId: integer('profile_id').references(() => profiles.id, { onDelete: 'cascade' }),
  type: text('type', { enum: notificationTypes }).notNull(),
  text: text('text').notNull(),
  link: text('link').notNull(),
  readAt: instant('read_at'),
  createdAt: instant('created_at').notNull().defaultNow(),
});
export type NotificationRow = typeof notifications.$inferSelect;

export const comments = pgTable('comments', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  titleId: titleId(),
  userId: userId(),
  /** The profile that wrote it (its name is shown); null once that profile is deleted. */
  profileId: integer('profile_id').references(() => profiles.id, { onDelete: 'set null' }),
  parentId: bigint('parent_id', { mode: 'number' }),
  body: text('body').notNull(),
  spoiler: boolean('spoiler').notNull().default(false),
  deletedAt: instant('deleted_at'),
  createdAt: instant('created_at').notNull().defaultNow(),
  /** Set while an operator hides it (migrations/0018_moderation.sql). */
  hiddenAt: instant('hidden_at'),
  hiddenBy: integer('hidden_by').references(() => users.id, { onDelete: 'set null' }),
});

export const commentLikes = pgTable(
  'comment_likes',
  {
    profileId: profileId(),
    commentId: bigint('comment_id', { mode: 'number' })
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    value: smallint('value').notNull(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.profileId, table.commentId] })],
);

export type RequestStatus = (typeof contentRequestStatuses)[number];

export const contentRequests = pgTable('content_requests', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  type: text('type', { enum: titleTypes }).notNull(),
  title: text('title').notNull(),
  titleKey: text('title_key').notNull(),
  year: integer('year'),
  imdbId: text('imdb_id'),
  note: text('note'),
  status: text('status', { enum: contentRequestStatuses }).notNull().default('pending'),
  reply: text('reply'),
  addedTitleId: integer('added_title_id').references(() => titles.id, { onDelete: 'set null' }),
  createdAt: instant('created_at').notNull().defaultNow(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});
export type ContentRequestRow = typeof contentRequests.$inferSelect;

export const contentRequestSubscribers = pgTable(
  'content_request_subscribers',
  {
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => contentRequests.id, { onDelete: 'cascade' }),
    userId: userId(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.requestId, table.userId] })],
);

/** Migration 0024: what the player remembers for a profile; no row means the defaults. */
export const playbackPreferences = pgTable('playback_preferences', {
  profileId: integer('profile_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  subtitleLanguage: text('subtitle_language'),
  audioLanguage: text('audio_language'),
  autoplayNext: boolean('autoplay_next').notNull().default(true),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});
