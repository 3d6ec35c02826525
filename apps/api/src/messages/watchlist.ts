/**
 * Persian messages of the library's watchlist (#14). It has none of its own: an unknown title is
 * the catalogue's `titleNotFound`, bad input the contract's field messages, signed out `unauthorized`.
 */
export const watchlistMessages = {} as const;
