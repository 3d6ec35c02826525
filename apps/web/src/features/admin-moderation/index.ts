/** The console's moderation: content requests and comments. What other features may use. */
export { useCommentBlock, useSetCommentBlock } from './api/block-commenter.ts';
export { commentBlockText } from './lib/comment-block-text.ts';
export { moderationRoutes } from './routes/moderation-routes.tsx';
