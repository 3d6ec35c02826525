/** What other features may use from the comments feature. */
export { LazyCommentsSection } from './components/lazy-comments-section.tsx';
export { isCommentsLink } from './lib/comments-link.ts';
