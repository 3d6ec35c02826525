/** What other features may use from the titles feature. */

export { useRelatedTitles } from './api/get-related-titles.ts';
export { fileLabel, fileLanguageName, formatFileSize } from './lib/file-labels.ts';
export { filesPath, trailerPath, watchPath } from './lib/watch-links.ts';
