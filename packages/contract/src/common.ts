import { z } from 'zod';

/** Every error the API sends: one Persian sentence, plus per-field sentences for validation failures. */
export const errorBodySchema = z
  .object({
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const paginationMetaSchema = z
  .object({
    page: z.number().int().min(1),
    perPage: z.number().int().min(1),
    total: z.number().int().min(0),
    lastPage: z.number().int().min(1),
  })
  .meta({ id: 'PaginationMeta' });
export type PaginationMeta = z.infer<typeof paginationMetaSchema>;

/** `{ data }` envelope for a single resource. */
export const resourceOf = <T extends z.ZodType>(item: T) => z.object({ data: item });

/** `{ data, meta }` envelope for a page of a list. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: paginationMetaSchema });

/** `{ data }` envelope for a short, unpaginated list. */
export const listOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

/** Query parameters shared by every paginated list; `per_page` is capped so no page is unbounded. */
export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(20),
});
