/** The signed-in library: what a registered user keeps, and the notifications they get. */
export * from './comments.ts';
export * from './likes.ts';
export * from './notifications.ts';
export * from './playback-preferences.ts';
export * from './progress.ts';
export * from './requests.ts';
export * from './summary.ts';
export * from './title-viewer.ts';
export * from './watchlist.ts';
