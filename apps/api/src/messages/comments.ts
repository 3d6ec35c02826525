/** Persian messages of the library's comments (#14). */
export const commentsMessages = {} as const;
