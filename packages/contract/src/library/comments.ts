/** Filled by the library issue (#14): comments schemas. */
export {};
