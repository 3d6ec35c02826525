/** Filled by the library issue (#14): progress schemas. */
export {};
