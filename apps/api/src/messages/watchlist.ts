/** Persian messages of the library's watchlist (#14). */
export const watchlistMessages = {} as const;
