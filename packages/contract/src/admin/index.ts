/** Schemas of the operator console's API, `/api/admin/*` (docs/API.md, "Operator console"). */
export * from './audit.ts';
export * from './catalogue-fields.ts';
export * from './catalogue-people.ts';
export * from './catalogue-seasons.ts';
export * from './catalogue-titles.ts';
export * from './collections.ts';
export * from './comments.ts';
export * from './dashboard.ts';
export * from './home-rows.ts';
export * from './media.ts';
export * from './media-markers.ts';
export * from './person-duplicates.ts';
export * from './plans.ts';
export * from './requests.ts';
export * from './search-misses.ts';
export * from './support.ts';
export * from './users.ts';
