/** Persian strings of the requests feature (see ./index.ts). */
export const requestsMessages = {} as const;
