/** Filled by the library issue (#14): requests schemas. */
export {};
