import { zodResolver } from '@hookform/resolvers/zod';
import { setHomeRowsBodySchema } from '@pardeh/contract';
import { describe, expect, it } from 'vitest';
import { checkWithSchema } from '../../../../test-support/check-with-schema.ts';
import { draftsOf, type HomeRowDraft, homeRowsBody, newDraft, rowMessages } from './home-row-draft.ts';
import { moveItem, orderChanged } from './reorder.ts';

/** The form's errors for these rows, as the editor's resolver finds them. */
async function formErrors(drafts: HomeRowDraft[]) {
  const resolve = zodResolver(setHomeRowsBodySchema);
  const result = await resolve(homeRowsBody(drafts) as never, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return (result.errors as { rows?: unknown[] }).rows ?? [];
}

describe('home rows editor', () => {
  const stored = draftsOf([
    { kind: 'listing', id: 1, titleFa: 'درام‌ها', filters: { genre: 'drama', year_from: 2000 } },
    {
      kind: 'collection',
      id: 2,
      collectionId: 9,
      collection: { id: 9, nameFa: 'نولان', slug: 'nolan', path: '/collections/9/nolan', titlesCount: 4 },
    },
    { kind: 'coming-soon', id: 3 },
  ]);

  it('sends the rows back as the API takes them, empty filters left out', () => {
    expect(checkWithSchema(setHomeRowsBodySchema, homeRowsBody(moveItem(stored, 2, -1)))).toEqual({
      ok: true,
      data: {
        rows: [
          { kind: 'listing', titleFa: 'درام‌ها', filters: { genre: 'drama', year_from: 2000 } },
          { kind: 'coming-soon' },
          { kind: 'collection', collectionId: 9 },
        ],
      },
    });
  });

  it('puts the contract’s problems under the rows they belong to', async () => {
    const listing = newDraft('listing');
    const collection = newDraft('collection');
    const drafts = [...stored, listing, collection, newDraft('coming-soon')];
    const errors = await formErrors(drafts);
    const messages = drafts.map((draft, index) => rowMessages(errors[index], draft));
    expect(messages[3]?.titleFa).toMatch(/عنوان ردیف/);
    expect(messages[4]).toEqual({ collectionId: 'مجموعه‌ی این ردیف را برگزینید.' });
    expect(messages.flatMap((row) => Object.values(row))).toContain(
      'ردیف «به‌زودی» و ردیف «ادامه‌ی تماشا» هر کدام فقط یک بار می‌آیند.',
    );
  });

  it('reads a server 422 by path, a filter’s problem under the filter', () => {
    // The form keeps `rows.0.filters.year_to` as nested errors.
    const error = { filters: { year_to: { type: 'server', message: 'سال' } } };
    expect(rowMessages(error, stored[0] as HomeRowDraft)).toEqual({ year_to: 'سال' });
  });

  it('moves items within the list only', () => {
    expect(moveItem([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveItem([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(orderChanged([1, 2], [2, 1])).toBe(true);
    expect(orderChanged([1, 2], [1, 2])).toBe(false);
  });
});
