/** Filled by the library issue (#14): watchlist schemas. */
export {};
