import { describe, expect, it } from 'vitest';
import { swapKeyboardLayout } from '../../src/catalog/search/keyboard-layout.ts';
import { normalizeSearchText } from '../../src/catalog/search/normalize-search-text.ts';

describe('swapKeyboardLayout', () => {
  it('reads Latin keys as the Persian layout types them', () => {
    expect(swapKeyboardLayout('fhvhk')).toBe('باران');
    expect(swapKeyboardLayout('sghl')).toBe('سلام');
    // Upper case is the same key but for the shifted letters Persian uses (Shift+C ژ, Shift+H آ);
    // search folds آ into ا, so Caps Lock left on still finds the word.
    expect(swapKeyboardLayout('Hslhk')).toBe('آسمان');
    expect(normalizeSearchText(swapKeyboardLayout('FHVHK') ?? '')).toBe('باران');
    expect(swapKeyboardLayout('Cdhk')).toBe('ژیان');
  });

  it('types the punctuation keys Persian letters sit on', () => {
    // گ on the apostrophe, ک on the semicolon, و on the comma, چ and ج on the brackets, پ on m.
    expect(swapKeyboardLayout("'hj")).toBe('گات');
    expect(swapKeyboardLayout(';hv')).toBe('کار');
    expect(swapKeyboardLayout(',hvd')).toBe('واری');
    expect(swapKeyboardLayout(']hd')).toBe('چای');
    expect(swapKeyboardLayout('[,')).toBe('جو');
    expect(swapKeyboardLayout('mhvr')).toBe('پارق');
    // The older Windows layout's backslash is پ too.
    expect(swapKeyboardLayout('\\hvr')).toBe('پارق');
  });

  it('reads Persian letters as the Latin keys they sit on', () => {
    expect(swapKeyboardLayout('هدزثحفهخد')).toBe('inception');
    expect(swapKeyboardLayout('ذشفپشد')).toBe('batman');
    expect(swapKeyboardLayout('گ')).toBe("'");
    // Arabic forms of ی and ک, as an Arabic layout types them.
    expect(swapKeyboardLayout('يك')).toBe('d;');
  });

  it('keeps spaces, digits and the punctuation both layouts share', () => {
    expect(swapKeyboardLayout('fhvhk 2')).toBe('باران 2');
    expect(swapKeyboardLayout('ذشفپشد ۲')).toBe('batman ۲');
    expect(swapKeyboardLayout('hgd-hs!')).toBe('الی-اس!');
  });

  it('swaps back to the text first typed', () => {
    for (const text of ['inception', 'the dark knight', 'fhvhk']) {
      expect(swapKeyboardLayout(swapKeyboardLayout(text) ?? '')).toBe(text);
    }
  });

  it('finds nothing to swap in mixed scripts, other scripts or no letters', () => {
    expect(swapKeyboardLayout('باران fhvhk')).toBeNull();
    expect(swapKeyboardLayout('Ωμέγα')).toBeNull();
    expect(swapKeyboardLayout('عشق 😀')).toBeNull();
    expect(swapKeyboardLayout('2001')).toBeNull();
    expect(swapKeyboardLayout('   ')).toBeNull();
  });
});
