/** Persian strings of the history feature (see ./index.ts). */
export const historyMessages = {} as const;
