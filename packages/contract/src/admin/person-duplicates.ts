import { z } from 'zod';

/** The console's duplicates report and merge (#32): likely pairs of people, with the evidence. */

const duplicatePersonSchema = z.object({
  id: z.number().int(),
  fullnameEn: z.string(),
  fullnameFa: z.string().nullable(),
  imdbId: z.string().nullable(),
  credits: z.number().int(),
  /** `source:id` of every record that names the person (`netflix:200276`, `wikidata:Q1800870`). */
  sources: z.array(z.string()),
});

export const personDuplicatePairSchema = z
  .object({
    /**
     * The one with more credits first: the one a merge keeps by default. The `never` rest makes the
     * OpenAPI document say "no more items" (`items: {not: {}}`), which its linter asks of an array.
     */
    people: z.tuple([duplicatePersonSchema, duplicatePersonSchema], z.never()),
    evidence: z.object({
      sameName: z.boolean(),
      sameNameInBothScripts: z.boolean(),
      sameImdbId: z.boolean(),
      sharedTitles: z.array(
        z.object({ id: z.number().int(), titleEn: z.string(), titleFa: z.string().nullable() }),
      ),
    }),
  })
  .meta({ id: 'PersonDuplicatePair' });
export type PersonDuplicatePair = z.infer<typeof personDuplicatePairSchema>;

/** `POST /api/admin/people/{id}/merge`: the person merged into {id} (then gone, its address a 301). */
export const personMergeSchema = z
  .strictObject({ duplicateId: z.number().int().min(1).max(2_147_483_647) })
  .meta({ id: 'PersonMerge' });
export type PersonMerge = z.infer<typeof personMergeSchema>;

export const personMergeResultSchema = z
  .object({ keptId: z.number().int(), mergedId: z.number().int(), movedCredits: z.number().int() })
  .meta({ id: 'PersonMergeResult' });
export type PersonMergeResult = z.infer<typeof personMergeResultSchema>;
