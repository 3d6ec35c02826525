import { listOf, personDetailSchema, personResultSchema, resourceOf } from '@pardeh/contract';
import { describe, expect, it } from 'vitest';
import { getParsed } from '../support/catalog-client.ts';
import { useCatalogServer } from '../support/catalog-server.ts';
import { readJson } from '../support/read-json.ts';

const { catalogue, api } = useCatalogServer();
const search = async (query: string) =>
  (await getParsed(api(`/people/search?query=${encodeURIComponent(query)}`), listOf(personResultSchema)))
    .data;

describe('GET /api/people/search', () => {
  it('answers exact PersonResult objects with job and best titles', async () => {
    const { pacino, coppola } = catalogue().people;
    const { godfather } = catalogue().titles;
    expect(await search('pacino')).toEqual([
      {
        id: pacino.id,
        path: `/people/actor/${pacino.id}/al-pacino`,
        // Remote photos are answered once stored (images.test.ts); until then a rendered one (artwork.test.ts).
        image: expect.stringMatching(/^\/images\/profile\/[0-9a-f]{32}\/320\.webp$/),
        fullnameEn: 'Al Pacino',
        fullnameFa: 'آل پاچینو',
        job: 'actor',
        bestStarred: { id: godfather.id, titleEn: 'The Godfather', titleFa: 'پدرخوانده', year: 1972 },
        bestDirected: null,
      },
    ]);
    const [director] = await search('coppola');
    expect(director).toMatchObject({
      path: `/people/director/${coppola.id}/francis-ford-coppola`,
      job: 'director',
      bestStarred: null,
      bestDirected: { id: godfather.id, titleEn: 'The Godfather' },
    });
  });

  it('calls someone a director only when they directed more than they acted', async () => {
    const [both] = await search('sam both');
    expect(both).toMatchObject({
      job: 'director',
      bestStarred: { titleEn: 'Cup of Tea' },
      bestDirected: { titleEn: 'Grown Ups' },
    });
  });

  it('matches Persian names however Arabic letters are typed, and ranks name prefixes first', async () => {
    expect((await search('مجيد مجيدي')).map((person) => person.fullnameEn)).toEqual(['Majid Majidi']);
    expect((await search('فریمن')).map((person) => person.fullnameEn)).toEqual(['Morgan Freeman']);
    // "fra" starts Frank Darabont's and Francis Ford Coppola's names: the better-known titles first.
    expect((await search('fra')).map((person) => person.fullnameEn)).toEqual([
      'Frank Darabont',
      'Francis Ford Coppola',
    ]);
  });

  it('answers short or hostile queries with an empty list', async () => {
    for (const query of ['', 'a', "'--", '%_%']) expect(await search(query)).toEqual([]);
  });
});

describe('GET /api/people/{id}', () => {
  it("answers the person with their job's filmography by default, paginated", async () => {
    const { pacino } = catalogue().people;
    const { data } = await getParsed(api(`/people/${pacino.id}?per_page=1`), resourceOf(personDetailSchema));
    expect(data).toMatchObject({ id: pacino.id, job: 'actor', roles: [{ role: 'actor', count: 2 }] });
    expect(data.filmography.role).toBe('actor');
    expect(data.filmography.meta).toEqual({ page: 1, perPage: 1, total: 2, lastPage: 2 });
    expect(data.filmography.data[0]).toMatchObject({
      role: 'actor',
      character: 'Michael Corleone',
      title: { titleEn: 'The Godfather Part II' },
    });
    const byVotes = await getParsed(
      api(`/people/${pacino.id}?order_by=votes`),
      resourceOf(personDetailSchema),
    );
    expect(byVotes.data.filmography.data.map((entry) => entry.title.titleEn)).toEqual([
      'The Godfather',
      'The Godfather Part II',
    ]);
  });

  it('pages through one role chosen by query', async () => {
    const { coppola } = catalogue().people;
    const directed = await getParsed(api(`/people/${coppola.id}`), resourceOf(personDetailSchema));
    expect(directed.data.roles).toEqual([
      { role: 'director', count: 2 },
      { role: 'writer', count: 1 },
    ]);
    expect(directed.data.filmography.role).toBe('director');
    const written = await getParsed(api(`/people/${coppola.id}?role=writer`), resourceOf(personDetailSchema));
    expect(written.data.filmography.data.map((entry) => entry.title.titleEn)).toEqual(['The Godfather']);
    const acted = await getParsed(api(`/people/${coppola.id}?role=actor`), resourceOf(personDetailSchema));
    expect(acted.data.filmography).toMatchObject({ data: [], meta: { total: 0, lastPage: 1 } });
  });

  it('404s an unknown person and 422s a bad parameter, naming it', async () => {
    const missing = await fetch(api('/people/999999'));
    expect(missing.status).toBe(404);
    expect((await readJson(missing)).message).toMatch(/یافت نشد/);
    for (const [params, name] of [
      ['role=hero', 'role'],
      ['order_by=fame', 'order_by'],
      ['per_page=500', 'per_page'],
    ]) {
      const response = await fetch(api(`/people/${catalogue().people.pacino.id}?${params}`));
      expect(response.status).toBe(422);
      expect((await readJson(response)).message).toContain(name);
    }
  });
});
