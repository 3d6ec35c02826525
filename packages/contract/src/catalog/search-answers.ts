import { z } from 'zod';
import { listOf, pageOf } from '../common.ts';

/**
 * Set when the text as typed found nothing and the results are for the same keys read with the
 * other keyboard layout (`fhvhk` → «باران»): the web says «نتایج برای …» and offers the text as
 * typed (`as_typed=1`).
 */
const correctedQuerySchema = z
  .string()
  .optional()
  .meta({ description: 'the text searched instead of the query, typed with the other keyboard layout' });

/** `{ data, correctedQuery? }`: a search dropdown's answer. */
export const searchListOf = <T extends z.ZodType>(item: T) =>
  listOf(item).extend({ correctedQuery: correctedQuerySchema });

/** `{ data, meta, correctedQuery? }`: a page of the full results. */
export const searchPageOf = <T extends z.ZodType>(item: T) =>
  pageOf(item).extend({ correctedQuery: correctedQuerySchema });
