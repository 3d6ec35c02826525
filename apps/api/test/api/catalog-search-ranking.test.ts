import { listOf, pageOf, titleResultSchema } from '@pardeh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getParsed } from '../support/catalog-client.ts';
import { catalogFactory } from '../support/catalog-factory.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
  const make = catalogFactory(server.database);
  // The most-voted matches of "love" have it only inside a word or late in the name.
  for (const [titleEn, imdbVotes, year] of [
    ['Glove Story', 900_000, 2001],
    ['Clover Field', 800_000, 2008],
    ['Crazy, Stupid, Love', 500_000, 2011],
    ['Love Actually', 400_000, 2003],
    ['Lovely, Still', 1_000, 2008],
    ['Love', 2_000, 2015],
    ['Punch-Drunk Love', 150_000, 2002],
    ['Shakespeare in Love', 200_000, 1998],
  ] as const) {
    await make.title({ titleEn, imdbVotes, year });
  }
  await make.title({ titleEn: 'Amour', titleFa: 'عشق', aliases: ['Love'], imdbVotes: 100, year: 2012 });
});
afterAll(() => server.close());

const api = (path: string) => `${server.url}/api${path}`;
const names = (titles: Array<{ titleEn: string }>) => titles.map((title) => title.titleEn);
const dropdown = async (query: string) =>
  names(
    (await getParsed(api(`/titles/search?query=${encodeURIComponent(query)}`), listOf(titleResultSchema)))
      .data,
  );
const fullResults = async (params: string) =>
  names((await getParsed(api(`/titles/search?type=all&${params}`), pageOf(titleResultSchema))).data);

describe('one ranking for the dropdown and the full results page', () => {
  it('ranks a name equal to the query, then names and words starting with it, then inside a word', async () => {
    const expected = [
      'Love',
      'Amour', // an alias is "Love": a name equal to the query, however few its votes
      'Love Actually',
      'Lovely, Still',
      'Crazy, Stupid, Love',
      'Shakespeare in Love',
      'Punch-Drunk Love',
      'Glove Story',
      'Clover Field',
    ];
    expect(await dropdown('love')).toEqual(expected);
    expect(await fullResults('order_by=votes&q=love')).toEqual(expected);
    expect(await fullResults('order_by=votes&q=LOVE&per_page=3&page=2')).toEqual(expected.slice(3, 6));
  });

  it('sorts each rank by the order the visitor chose', async () => {
    expect(await fullResults('order_by=year&q=love')).toEqual([
      'Love',
      'Amour',
      'Lovely, Still',
      'Love Actually',
      'Crazy, Stupid, Love',
      'Punch-Drunk Love',
      'Shakespeare in Love',
      'Clover Field',
      'Glove Story',
    ]);
  });

  it('matches LIKE wildcards in the query as themselves', async () => {
    // As typed: the forgiving steps would find "Love" by its phonetic key, not through LIKE.
    expect(await fullResults('order_by=votes&q=lo%25e&as_typed=1')).toEqual([]);
    expect(await fullResults('order_by=votes&q=lov_&as_typed=1')).toEqual([]);
  });
});
