import { describe, expect, it } from 'vitest';
import { checkHomeRows, draftsOf, newDraft, serverRowErrors } from './home-row-draft.ts';
import { moveItem, orderChanged } from './reorder.ts';

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
    expect(checkHomeRows(moveItem(stored, 2, -1))).toEqual({
      ok: true,
      rows: [
        { kind: 'listing', titleFa: 'درام‌ها', filters: { genre: 'drama', year_from: 2000 } },
        { kind: 'coming-soon' },
        { kind: 'collection', collectionId: 9 },
      ],
    });
  });

  it('puts the contract’s problems under the rows they belong to', () => {
    const listing = newDraft('listing');
    const collection = newDraft('collection');
    const checked = checkHomeRows([...stored, listing, collection, newDraft('coming-soon')]);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors[listing.key]?.titleFa).toMatch(/عنوان ردیف/);
    expect(checked.errors[collection.key]).toEqual({ collectionId: 'مجموعه‌ی این ردیف را برگزینید.' });
    expect(Object.values(checked.errors).flatMap(Object.values)).toContain(
      'ردیف «به‌زودی» و ردیف «ادامه‌ی تماشا» هر کدام فقط یک بار می‌آیند.',
    );
  });

  it('reads a server 422 by path', () => {
    expect(serverRowErrors(stored, { 'rows.0.filters.year_to': ['سال'] })).toEqual({
      [stored[0]?.key ?? '']: { year_to: 'سال' },
    });
  });

  it('moves items within the list only', () => {
    expect(moveItem([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveItem([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(orderChanged([1, 2], [2, 1])).toBe(true);
    expect(orderChanged([1, 2], [1, 2])).toBe(false);
  });
});
