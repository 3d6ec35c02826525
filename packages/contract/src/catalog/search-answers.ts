import { z } from 'zod';
import { listOf, pageOf } from '../common.ts';

/**
 * Set when the text as typed found nothing and the results are for a correction of it: the same
 * keys read with the other keyboard layout (`fhvhk` → «باران») or its typos corrected to title
 * words ("rocyy" → "rocky"). The web says «نتایج برای …» and offers the text as typed (`as_typed=1`).
 */
const correctedQuerySchema = z.string().optional().meta({
  description:
    'the text searched instead of the query: typed with the other keyboard layout, or its typos corrected',
});

/**
 * Set on the full results when the text found little (fewer than three titles) and the text with its
 * typos corrected finds more: the web asks «منظورتان … بود؟» with a link to it.
 */
const suggestedQuerySchema = z
  .string()
  .optional()
  .meta({ description: 'a correction of the query that finds more, offered as "did you mean"' });

/** `{ data, correctedQuery? }`: a search dropdown's answer. */
export const searchListOf = <T extends z.ZodType>(item: T) =>
  listOf(item).extend({ correctedQuery: correctedQuerySchema });

/** `{ data, meta, correctedQuery?, suggestedQuery? }`: a page of the full results. */
export const searchPageOf = <T extends z.ZodType>(item: T) =>
  pageOf(item).extend({ correctedQuery: correctedQuerySchema, suggestedQuery: suggestedQuerySchema });
