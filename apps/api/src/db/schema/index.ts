/**
 * The Drizzle schema, one file per domain, all re-exported here. It describes the tables the SQL
 * migrations in ../migrations create; the two change together.
 */
export * from './accounts.ts';
export * from './catalog.ts';
export * from './enrichment.ts';
export * from './images.ts';
export * from './library.ts';
export * from './premium.ts';
export * from './rate-limits.ts';
export * from './support.ts';
