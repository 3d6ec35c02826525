import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { paginationQuerySchema, persianErrorMap } from '../src/index.ts';

const messagesFor = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input, { error: persianErrorMap });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('persianErrorMap', () => {
  it('explains missing, short and long values in Persian with Persian digits', () => {
    expect(messagesFor(z.object({ name: z.string() }), {})).toEqual(['این مقدار الزامی است.']);
    expect(messagesFor(z.string().min(8), 'abc')).toEqual(['دست‌کم ۸ نویسه لازم است.']);
    expect(messagesFor(z.string().max(50), 'x'.repeat(51))).toEqual(['حداکثر ۵۰ نویسه مجاز است.']);
    expect(messagesFor(z.number().max(50), 51)).toEqual(['این مقدار نباید بیشتر از ۵۰ باشد.']);
  });

  it('names a bad email address', () => {
    expect(messagesFor(z.email(), 'not-an-email')).toEqual(['نشانی ایمیل درست نیست.']);
  });
});

describe('paginationQuerySchema', () => {
  it('defaults to page 1 of 20 and caps per_page at 50', () => {
    expect(paginationQuerySchema.parse({})).toEqual({ page: 1, per_page: 20 });
    expect(paginationQuerySchema.safeParse({ per_page: '51' }).success).toBe(false);
    expect(paginationQuerySchema.parse({ page: '3', per_page: '50' })).toEqual({ page: 3, per_page: 50 });
  });
});
