import { describe, expect, it } from 'vitest';
import { buildSearchText, normalizeSearchText } from '../../src/catalog/search/normalize-search-text.ts';
import { slugify } from '../../src/catalog/slugify.ts';

describe('normalizeSearchText', () => {
  it.each([
    ['Arabic kaf and yeh become Persian', 'مارمولك', 'مارمولک'],
    ['Arabic yeh', 'علي', 'علی'],
    ['alef maksura', 'موسى', 'موسی'],
    ['teh marbuta', 'مدرسة', 'مدرسه'],
    ['heh with yeh above', 'خانۀ دوست', 'خانه دوست'],
    ['hamza forms of alef and waw', 'أبو إحسان مؤمن', 'ابو احسان مومن'],
    ['alef madda', 'آژانس', 'اژانس'],
    ['harakat and shadda are removed', 'مُحَمَّد', 'محمد'],
    ['tanwin', 'حتماً', 'حتما'],
    ['tatweel', 'ســـلام', 'سلام'],
    ['ZWNJ becomes a space', 'می‌خواهم', 'می خواهم'],
    ['zero-width and direction marks vanish', 'a\u200Bb\u200Fc\u202Bd\uFEFF', 'abcd'],
    ['Persian digits', 'اخراجی‌ها ۲', 'اخراجی ها 2'],
    ['Arabic-Indic digits', 'فیلم ٣', 'فیلم 3'],
    ['Latin case', 'The GodFather', 'the godfather'],
    ['Latin accents', 'Amélie', 'amelie'],
    ['whitespace collapses and trims', '  a \t\n b  ', 'a b'],
    ['fullwidth forms fold', 'ＡＢＣ', 'abc'],
    ['empty stays empty', '', ''],
  ])('%s', (_name, input, expected) => {
    expect(normalizeSearchText(input)).toBe(expected);
  });

  it('is idempotent', () => {
    for (const text of ['مارمولك ۲', 'Amélie  Poulain', 'می‌خواهم']) {
      expect(normalizeSearchText(normalizeSearchText(text))).toBe(normalizeSearchText(text));
    }
  });

  it('leaves emoji and other scripts in place without throwing', () => {
    expect(normalizeSearchText('🎬 映画 %_\'"')).toBe('🎬 映画 %_\'"');
  });
});

describe('buildSearchText', () => {
  it('joins every distinct name, skipping empty ones', () => {
    expect(buildSearchText('Baran', 'باران', null, ['Rain', 'Baran'])).toBe('baran | باران | rain');
  });
});

describe('slugify', () => {
  it.each([
    ['The Godfather: Part II', 'the-godfather-part-ii'],
    ["Schindler's List", 'schindlers-list'],
    ['Amélie', 'amelie'],
    ['Fast & Furious', 'fast-and-furious'],
    ['باران', 'باران'],
    ['!!!', 'untitled'],
  ])('%s → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});
