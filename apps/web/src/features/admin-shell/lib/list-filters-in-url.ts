import type { z } from 'zod';

/**
 * The filters of a console list kept in the address (`?status=pending&page=2`), so a reload, a
 * shared link or the back button shows the same list. Each parameter is read with the field's own
 * contract schema: one bad value falls back to that field's default instead of emptying the list.
 */
export function readListFilters<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  params: URLSearchParams,
): z.infer<z.ZodObject<Shape>> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(schema.shape) as Array<[string, z.ZodType]>) {
    const raw = params.get(name);
    const read = raw === null || raw.trim() === '' ? undefined : raw;
    const parsed = field.safeParse(read);
    values[name] = parsed.success ? parsed.data : field.safeParse(undefined).data;
  }
  return values as z.infer<z.ZodObject<Shape>>;
}

/**
 * The address's parameters for these filters: empty values and the schema's defaults are left out
 * (`page=1`, `sort=newest`), so the plain list has the plain address.
 */
export function writeListFilters<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  values: Partial<Record<keyof Shape, string | number | undefined>>,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, field] of Object.entries(schema.shape) as Array<[string, z.ZodType]>) {
    const value = values[name as keyof Shape];
    if (value === undefined || value === '') continue;
    if (field.safeParse(undefined).data === value) continue;
    params.set(name, String(value));
  }
  return params;
}
