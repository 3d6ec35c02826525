/** Filled by the library issue (#14): notifications schemas. */
export {};
