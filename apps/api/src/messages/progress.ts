/** Persian messages of the library's progress (#14). */
export const progressMessages = {} as const;
