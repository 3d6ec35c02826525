import type { AdminPersonGap, AdminTitleDetail, AdminTitleGap, PaginationMeta } from '@pardeh/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminRequest, auditEntriesOf, registerAdmin } from '../support/admin-client.ts';
import { registerAccount } from '../support/auth-client.ts';
import { catalogFactory } from '../support/catalog-factory.ts';
import { readJson } from '../support/read-json.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';

type Account = Awaited<ReturnType<typeof registerAccount>>;
type GapPage<Gap> = { data: Gap[]; meta: PaginationMeta };

/**
 * The console's Persian work queue (#32): titles and people lacking Persian text, the most viewed
 * first, then the most voted; edited in place through the catalogue editor's own endpoints.
 */
describe(`Persian work queue (${testDatabaseKind()})`, () => {
  const server = useTestApp({ SEED_CATALOGUE: 'false' });
  let admin: Account;
  let viewer: Account;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    admin = await registerAdmin(server);
    viewer = await registerAccount(server.url, { name: 'سارا' });
    const other = await registerAccount(server.url, { name: 'علی' });
    const make = catalogFactory(server.database);
    const done = await make.title({ titleEn: 'Done', titleFa: 'تمام', plotFa: 'داستان', imdbVotes: 9e6 });
    const voted = await make.title({
      titleEn: 'Voted',
      titleFa: 'پررای',
      plotEn: 'A plot.',
      imdbVotes: 5000,
    });
    const quiet = await make.title({ titleEn: 'Quiet', imdbVotes: 100 });
    const watched = await make.title({ titleEn: 'Watched', plotEn: 'Watched plot.', imdbVotes: 10 });
    const blank = await make.title({ titleEn: 'Blank', titleFa: '  ', plotFa: 'داستان' });
    Object.assign(ids, {
      done: done.id,
      voted: voted.id,
      quiet: quiet.id,
      watched: watched.id,
      blank: blank.id,
    });
    const star = await make.person({ fullnameEn: 'Star' });
    const lead = await make.person({ fullnameEn: 'Lead' });
    const named = await make.person({ fullnameEn: 'Named', fullnameFa: 'نام‌دار' });
    Object.assign(ids, { star: star.id, lead: lead.id, named: named.id });
    await make.credit(watched.id, star.id, 'actor');
    await make.credit(voted.id, lead.id, 'director');
    await make.credit(watched.id, named.id, 'actor');
    // Two viewers watched "Watched" (one of them twice): two views.
    await server.database.sql.query(
      `INSERT INTO watch_history (profile_id, title_id, duration_seconds)
       SELECT p.id, $1::int, 60 FROM users u JOIN profiles p ON p.user_id = u.id WHERE u.email = ANY($2::text[])
       UNION ALL SELECT p.id, $1::int, 60 FROM users u JOIN profiles p ON p.user_id = u.id WHERE u.email = $3`,
      [watched.id, [viewer.email, other.email], viewer.email],
    );
  });

  const queue = async <Gap>(kind: 'titles' | 'people', query = '') => {
    const response = await adminRequest(
      server,
      admin.token,
      'GET',
      `/api/admin/persian-gaps/${kind}${query}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return readJson<GapPage<Gap>>(response);
  };

  it('lists titles lacking a Persian title or plot, the most viewed first, then the most voted', async () => {
    const { data, meta } = await queue<AdminTitleGap>('titles');
    expect(data.map((gap) => [gap.titleEn, gap.missing, gap.views])).toEqual([
      ['Watched', ['titleFa', 'plotFa'], 2],
      ['Voted', ['plotFa'], 0],
      ['Quiet', ['titleFa', 'plotFa'], 0],
      ['Blank', ['titleFa'], 0],
    ]);
    expect(meta.total).toBe(4);
    expect(data[0]).toMatchObject({
      plotEn: 'Watched plot.',
      votes: 10,
      path: `/titles/${ids.watched}/watched`,
    });
    const second = await queue<AdminTitleGap>('titles', '?per_page=1&page=2');
    expect(second.data.map((gap) => gap.titleEn)).toEqual(['Voted']);
  });

  it('lists people lacking a Persian name, those of the most viewed titles first', async () => {
    const { data } = await queue<AdminPersonGap>('people');
    expect(data.map((gap) => [gap.fullnameEn, gap.views, gap.votes])).toEqual([
      ['Star', 2, 10],
      ['Lead', 0, 5000],
    ]);
    expect(data[1]?.path).toBe(`/people/director/${ids.lead}/lead`);
  });

  it('is for administrators only', async () => {
    for (const kind of ['titles', 'people']) {
      const path = `/api/admin/persian-gaps/${kind}`;
      expect((await adminRequest(server, null, 'GET', path)).status).toBe(401);
      expect((await adminRequest(server, viewer.token, 'GET', path)).status).toBe(403);
    }
    const bad = await adminRequest(server, admin.token, 'GET', '/api/admin/persian-gaps/titles?per_page=500');
    expect(bad.status).toBe(422);
  });

  it('leaves the queue when the editor saves the Persian text, locked and audited', async () => {
    const [first] = (await queue<AdminTitleGap>('titles')).data;
    if (!first) throw new Error('the queue is empty');
    const patch = (body: Record<string, unknown>) =>
      adminRequest(server, admin.token, 'PATCH', `/api/admin/titles/${first.id}`, body);
    const saved = await patch({ ifUpdatedAt: first.updatedAt, titleFa: 'دیده‌شده' });
    expect(saved.status).toBe(200);
    const { data: title } = await readJson<{ data: AdminTitleDetail }>(saved);
    expect(title.lockedFields).toEqual(['titleFa']);
    // The version the queue showed is now stale: a second save from it is refused.
    expect((await patch({ ifUpdatedAt: first.updatedAt, plotFa: 'دیر' })).status).toBe(409);
    const after = (await queue<AdminTitleGap>('titles')).data.find((gap) => gap.id === first.id);
    expect(after?.missing).toEqual(['plotFa']);
    expect((await patch({ ifUpdatedAt: after?.updatedAt, plotFa: 'داستان دیده‌شده' })).status).toBe(200);
    expect((await queue<AdminTitleGap>('titles')).data.map((gap) => gap.id)).not.toContain(first.id);
    const audit = await auditEntriesOf(server, admin.token, { type: 'title', id: first.id });
    expect(audit.map((entry) => entry.action)).toEqual(['update-title', 'update-title']);

    const [person] = (await queue<AdminPersonGap>('people')).data;
    const named = await adminRequest(server, admin.token, 'PATCH', `/api/admin/people/${person?.id}`, {
      ifUpdatedAt: person?.updatedAt,
      fullnameFa: 'ستاره',
    });
    expect(named.status).toBe(200);
    expect((await queue<AdminPersonGap>('people')).data.map((gap) => gap.fullnameEn)).toEqual(['Lead']);
  });
});
