import { expect } from 'vitest';
import type { z } from 'zod';

/** GETs a catalogue URL, expects 200, and parses the body with the contract's schema (exact shapes). */
export async function getParsed<Schema extends z.ZodType>(
  url: string,
  schema: Schema,
): Promise<z.output<Schema>> {
  const response = await fetch(url);
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return schema.parse(JSON.parse(text));
}
