/** Persian strings of the comments feature (see ./index.ts). */
export const commentsMessages = {} as const;
