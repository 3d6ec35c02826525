/** Persian strings of the watchlist feature (see ./index.ts). */
export const watchlistMessages = {} as const;
