/** The section's own anchor, where the sign-in prompt brings the visitor back to. */
export const COMMENTS_ANCHOR = 'title-comments';

/** A URL hash that points into the comments: the section, or one comment (`#comment-12`). */
export const isCommentsLink = (hash: string): boolean =>
  hash === `#${COMMENTS_ANCHOR}` || /^#comment-\d+$/.test(hash);
