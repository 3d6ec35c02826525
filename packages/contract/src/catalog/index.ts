export * from './catalog-queries.ts';
export * from './collections.ts';
export * from './home-rows.ts';
export * from './people.ts';
export * from './search-answers.ts';
export * from './title-detail.ts';
export * from './title-result.ts';
export * from './watch.ts';
