import { comingSoonItemSchema, pageOf } from '@pardeh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidateCatalogCache } from '../../src/catalog/cache/response-cache.ts';
import { CatalogWriter } from '../../src/catalog/import/catalog-writer-db.ts';
import type { TitleInput } from '../../src/catalog/import/import-types.ts';
import { getParsed } from '../support/catalog-client.ts';
import { dayFromToday } from '../support/day-from-today.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';

/** Coming soon follows the release dates sources give, so no title is both released and coming. */
describe(`coming soon from release dates (${testDatabaseKind()})`, () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  const write = async (titles: TitleInput[]) => {
    await testApp.database.sql.transaction(async (tx) => {
      const writer = new CatalogWriter(tx);
      await writer.ensureGenres();
      await writer.write({ titles });
    });
    invalidateCatalogCache();
  };
  const comingSoon = async () =>
    (await getParsed(`${testApp.url}/api/titles/comingsoon?per_page=50`, pageOf(comingSoonItemSchema))).data;
  const film = (sourceId: string, fields: Partial<TitleInput>): TitleInput => ({
    source: 'test',
    sourceId,
    type: 'movie',
    titleEn: sourceId,
    ...fields,
  });

  it('lists a title with a future date as coming, on that date, and a past one as released', async () => {
    await write([
      film('Next Month', { releaseDate: dayFromToday(30), year: Number(dayFromToday(30).slice(0, 4)) }),
      film('Last Year', { releaseDate: dayFromToday(-365), year: Number(dayFromToday(-365).slice(0, 4)) }),
      film('Far Future', { year: new Date().getUTCFullYear() + 2 }),
    ]);
    const listed = await comingSoon();
    expect(listed.map((title) => [title.titleEn, title.expectedReleaseDate])).toEqual([
      ['Next Month', dayFromToday(30)],
      ['Far Future', null],
    ]);
  });

  it('releases a coming title when a source dates it in the past', async () => {
    await write([film('Next Month', { releaseDate: dayFromToday(-1) })]);
    expect((await comingSoon()).map((title) => title.titleEn)).toEqual(['Far Future']);
  });

  it('drops a title from the list once its expected date has passed, whatever its flag', async () => {
    await testApp.database.sql.query(
      `INSERT INTO titles (slug, type, title_en, coming_soon, expected_release_date)
       VALUES ('stale', 'movie', 'Stale Flag', true, $1), ('kept', 'movie', 'Editor Pick', true, NULL)`,
      [dayFromToday(-3)],
    );
    invalidateCatalogCache();
    expect((await comingSoon()).map((title) => title.titleEn)).toEqual(['Far Future', 'Editor Pick']);
  });
});
