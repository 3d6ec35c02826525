export * from './auth.ts';
export * from './catalog/index.ts';
export * from './common.ts';
export * from './first-screen.ts';
export * from './health.ts';
export * from './support.ts';
export * from './user.ts';
export * from './zod-persian.ts';
