/**
 * The Drizzle schema, one file per domain, all re-exported here. It describes the tables the SQL
 * migrations in ../migrations create; the two change together.
 */
export * from './accounts.ts';
export * from './admin.ts';
export * from './catalog.ts';
export * from './enrichment.ts';
export * from './home.ts';
export * from './images.ts';
export * from './library.ts';
export * from './media.ts';
export * from './moderation.ts';
export * from './person-redirects.ts';
export * from './phone-codes.ts';
export * from './playback.ts';
export * from './premium.ts';
export * from './profiles.ts';
export * from './rate-limits.ts';
export * from './search-misses.ts';
export * from './support.ts';
export * from './user-admin.ts';
