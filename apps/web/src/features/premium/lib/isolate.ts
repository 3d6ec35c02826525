/**
 * Wraps left-to-right text (an email address) in Unicode's first-strong isolate marks, so inside
 * a Persian sentence it keeps its own order and does not pull the neighbouring words around.
 */
export const isolate = (text: string): string => `\u2068${text}\u2069`;
