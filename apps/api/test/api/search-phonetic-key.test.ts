import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeSearchText } from '../../src/catalog/search/normalize-search-text.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { openTestDatabase } from '../support/test-database.ts';

/**
 * The phonetic key's rules (migration 0030's phonetic_key, the one place they live), rule by
 * rule, on the database the tests run on: PGlite and PostgreSQL must key alike.
 */
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const keyOf = async (text: string) => {
  const [row] = await database.sql.query<{ key: string }>('SELECT phonetic_key($1) AS key', [
    normalizeSearchText(text),
  ]);
  return row?.key;
};

/** Every spelling keys as the first. */
async function expectSameKey(...spellings: string[]) {
  const keys = await Promise.all(spellings.map(keyOf));
  expect(Object.fromEntries(spellings.map((spelling, index) => [spelling, keys[index]]))).toEqual(
    Object.fromEntries(spellings.map((spelling) => [spelling, keys[0]])),
  );
}

describe('phonetic_key', () => {
  it('keys Persian script as its consonants, and Finglish the same', async () => {
    expect(await keyOf('جدایی')).toBe('jd');
    await expectSameKey('جدایی', 'jodaei', 'jodayi', "joda'i", 'jodaee');
    await expectSameKey('مهران مدیری', 'mehran modiri', 'mehraan modiry');
  });

  it('reads kh, sh, ch, gh, q and zh as one Persian letter each', async () => {
    await expectSameKey('خانه', 'khaneh', 'khane');
    await expectSameKey('شب', 'shab');
    await expectSameKey('چای', 'chay', 'chai');
    await expectSameKey('قیصر', 'gheysar', 'qeysar');
    await expectSameKey('ژاله', 'zhaleh');
    // The letters Persian has several of for one sound key as one.
    await expectSameKey('ثروت', 'سروت', 'صروت');
    await expectSameKey('زمان', 'ذمان', 'ضمان', 'ظمان', 'zaman');
    await expectSameKey('تار', 'طار', 'tar');
    await expectSameKey('غار', 'قار', 'ghar', 'qar');
  });

  it('keeps و and ی as consonants only at a word start', async () => {
    expect(await keyOf('وحید')).toBe('vd');
    await expectSameKey('وحید', 'vahid', 'wahid');
    await expectSameKey('یوسف', 'yousef', 'yusef');
    await expectSameKey('داوود', 'davood', 'dawud');
  });

  it('writes ZWNJ, a space or nothing alike, and counts doubled letters once', async () => {
    await expectSameKey('بچه‌های آسمان', 'بچه های آسمان', 'bachehaye aseman', 'bache haye asemoon');
    await expectSameKey('محمد', 'mohammad', 'mohamad', 'مُحَمَّد');
  });

  it('keys English spellings as Persian transliterates them', async () => {
    await expectSameKey('inception', 'اینسپشن', 'inseption');
    await expectSameKey('breaking bad', 'بریکینگ بد');
    await expectSameKey('christopher nolan', 'کریستوفر نولان');
    await expectSameKey('matrix', 'ماتریکس');
    await expectSameKey('the godfather', 'د گادفادر');
    await expectSameKey('prisoners', 'پریزنرز');
    await expectSameKey('the walking dead', 'د واکینگ دد');
    await expectSameKey('back to the future', 'بک تو د فیوچر');
    await expectSameKey('white knight', 'وایت نایت');
    await expectSameKey('hitchcock', 'هیچکاک');
    await expectSameKey('ledger', 'لجر');
    await expectSameKey('mission', 'میشن');
  });

  it('keeps the names apart and drops other marks', async () => {
    expect(await keyOf('Dark | تاریک')).toBe('drk | trk');
    expect(await keyOf('A: B, C-D ؟ 12')).toBe('b k d 12');
    expect(await keyOf('Ωμέγα')).toBe('');
  });
});
