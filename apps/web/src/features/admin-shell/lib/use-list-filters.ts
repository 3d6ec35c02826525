import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { readListFilters, writeListFilters } from './list-filters-in-url.ts';

type Values<Shape extends z.ZodRawShape> = Partial<Record<keyof Shape, string | number | undefined>>;

/**
 * A console list's filters, read from and written to the address with the list's contract schema.
 * Changing any filter but the page goes back to page 1.
 */
export function useListFilters<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readListFilters(schema, params), [schema, params]);
  const update = useCallback(
    (changes: Values<Shape>) => {
      const next = { ...(filters as Values<Shape>), ...changes };
      if (!('page' in changes)) delete next.page;
      setParams(writeListFilters(schema, next));
    },
    [filters, schema, setParams],
  );
  return [filters, update] as const;
}
