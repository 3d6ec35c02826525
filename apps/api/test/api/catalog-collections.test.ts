import {
  collectionSchema,
  collectionWithTitlesSchema,
  genreSchema,
  listOf,
  pageOf,
  resourceOf,
  titleResultSchema,
} from '@pardeh/contract';
import { describe, expect, it } from 'vitest';
import { getParsed } from '../support/catalog-client.ts';
import { useCatalogServer } from '../support/catalog-server.ts';
import { readJson } from '../support/read-json.ts';

const { catalogue, api } = useCatalogServer();

describe('collections', () => {
  it('lists collections with their title counts, paginated', async () => {
    const { data, meta } = await getParsed(api('/collections'), pageOf(collectionSchema));
    expect(meta).toEqual({ page: 1, perPage: 20, total: 2, lastPage: 1 });
    expect(data[0]).toEqual({
      id: catalogue().collections.iranian.id,
      slug: 'iranian-cinema',
      path: `/collections/${catalogue().collections.iranian.id}/iranian-cinema`,
      nameFa: 'سینمای ایران',
      nameEn: 'Iranian cinema',
      description: null,
      cover: null,
      titlesCount: 2,
    });
  });

  it('answers one collection by id or slug, with its first titles when type=alt', async () => {
    const { iranian } = catalogue().collections;
    const plain = await getParsed(api(`/collections/${iranian.id}`), resourceOf(collectionSchema));
    expect(plain.data.slug).toBe('iranian-cinema');
    const bySlug = await getParsed(
      api('/collections/iranian-cinema?type=alt'),
      resourceOf(collectionWithTitlesSchema),
    );
    expect(bySlug.data.titles.map((title) => title.titleEn)).toEqual(['Baran', 'The Lizard']);
  });

  it("pages through a collection's titles in order", async () => {
    const { iranian } = catalogue().collections;
    const second = await getParsed(
      api(`/collections/${iranian.id}/titles?per_page=1&page=2`),
      pageOf(titleResultSchema),
    );
    expect(second.meta).toEqual({ page: 2, perPage: 1, total: 2, lastPage: 2 });
    expect(second.data.map((title) => title.titleFa)).toEqual(['مارمولک']);
  });

  it('404s unknown collections and 422s bad parameters', async () => {
    for (const path of [
      '/collections/999999',
      '/collections/no-such/titles',
      '/collections/no-such?type=alt',
    ]) {
      const response = await fetch(api(path));
      expect(response.status, path).toBe(404);
      expect((await readJson(response)).message).toMatch(/یافت نشد/);
    }
    expect((await fetch(api('/collections/iranian-cinema?type=other'))).status).toBe(422);
    expect((await fetch(api(`/collections/${encodeURIComponent("x' OR 1=1")}`))).status).toBe(422);
  });
});

describe('GET /api/genres', () => {
  it('lists every genre that has titles with its Persian name and count, largest first, cacheably', async () => {
    const response = await fetch(api('/genres'));
    expect(response.headers.get('etag')).toBeTruthy();
    expect(response.headers.get('cache-control')).toContain('public');
    const { data } = listOf(genreSchema).parse(await response.json());
    expect(data.map((genre) => [genre.slug, genre.titleFa, genre.titlesCount])).toEqual([
      ['drama', 'درام', 6],
      ['comedy', 'کمدی', 4],
      ['crime', 'جنایی', 3],
    ]);
  });
});
