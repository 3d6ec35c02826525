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

/**
 * The largest id a row can have: PostgreSQL's `integer` (the key and reference columns' type).
 * Bigger numbers would fail in the database ("integer out of range"), so they never get there.
 */
export const MAX_ROW_ID = 2_147_483_647;

/** Said when a sent id is not a whole number from 1 to MAX_ROW_ID. */
export const invalidIdMessage = 'شناسه باید عددی درست و مثبت باشد.';

/** A row id sent in a JSON body: a whole number the database's `integer` can hold. */
export const rowIdSchema = z
  .number({ error: invalidIdMessage })
  .int(invalidIdMessage)
  .min(1, invalidIdMessage)
  .max(MAX_ROW_ID, invalidIdMessage);

/**
 * A row id in a path or query: decimal digits only, so `1e3`, `+5`, `0x10` or ` 7` are no aliases
 * of another row's address; parsed into a number and bounded like {@link rowIdSchema}.
 */
export const idParamSchema = z
  .string()
  .regex(/^\d{1,10}$/, invalidIdMessage)
  .transform(Number)
  .pipe(rowIdSchema)
  .meta({ description: `row id, 1 to ${MAX_ROW_ID}` });

/** `{id}` path parameters. */
export const idParamsSchema = z.object({ id: idParamSchema });

/** Query parameters shared by every paginated list; `per_page` is capped so no page is unbounded. */
export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(20),
});
