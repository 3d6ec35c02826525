/** What other features may use from the titles feature. */
export { fileLabel, fileLanguageName, formatFileSize } from './lib/file-labels.ts';
export { filesPath, trailerPath, watchPath } from './lib/watch-links.ts';
