/** Persian messages of the library's requests (#14). */
export const requestsMessages = {} as const;
