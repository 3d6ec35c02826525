import { randomUUID } from 'node:crypto';
import type { AdminFileMarkers, AuditEntry } from '@pardeh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileMarkers, mediaAssets } from '../../src/db/schema/media.ts';
import { adminRequest, registerAdmin } from '../support/admin-client.ts';
import { registerAccount } from '../support/auth-client.ts';
import { catalogFactory } from '../support/catalog-factory.ts';
import { readJson } from '../support/read-json.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';

type Account = Awaited<ReturnType<typeof registerAccount>>;

/**
 * The console's marker calls: who may use them, the checks on a span, and confirming: the sent
 * list becomes the file's confirmed markers, over suggestions of the same kind, with an audit entry.
 */
describe(`a file's markers in the console (${testDatabaseKind()})`, () => {
  let server: TestApp;
  let admin: Account;
  let user: Account;
  /** Made by the pipeline (an asset with a 100-second duration), with suggestions. */
  let transcoded: { id: number; url: string };
  /** An older file: no asset, so no known duration. */
  let older: { id: number };

  beforeAll(async () => {
    server = await startTestApp({ SEED_CATALOGUE: 'false' });
    admin = await registerAdmin(server);
    user = await registerAccount(server.url, { name: 'سارا' });
    const make = catalogFactory(server.database);
    const film = await make.title({ titleEn: 'Markers', titleFa: 'نشانه‌ها', year: 2024 });
    transcoded = await make.file(film.id, { quality: '480p', language: 'original' });
    older = await make.file(film.id, { quality: '720p', language: 'original' });
    const { db } = server.database;
    await db.insert(mediaAssets).values({
      id: randomUUID(),
      titleId: film.id,
      purpose: 'file',
      language: 'original',
      sourceKind: 'upload',
      sourceName: 'film.mp4',
      status: 'ready',
      durationSeconds: 100,
      titleFileId: transcoded.id,
    });
    await db.insert(fileMarkers).values([
      { fileId: transcoded.id, kind: 'intro', startSeconds: 1, endSeconds: 13.5, status: 'suggested' },
      { fileId: transcoded.id, kind: 'credits', startSeconds: 88, endSeconds: 100, status: 'suggested' },
    ]);
  });
  afterAll(() => server?.close());

  const path = (fileId: number) => `/api/admin/media/files/${fileId}/markers`;
  const read = async (fileId: number) =>
    (await readJson<{ data: AdminFileMarkers }>(await adminRequest(server, admin.token, 'GET', path(fileId))))
      .data;
  const put = (fileId: number, markers: unknown) =>
    adminRequest(server, admin.token, 'PUT', path(fileId), { markers });
  const kinds = (data: AdminFileMarkers) =>
    data.markers.map(({ kind, start, end, status }) => ({ kind, start, end, status }));

  it('answers 401 to visitors and 403 to ordinary users', async () => {
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { markers: [] }],
    ] as const) {
      expect((await adminRequest(server, null, method, path(transcoded.id), body)).status).toBe(401);
      expect((await adminRequest(server, user.token, method, path(transcoded.id), body)).status).toBe(403);
    }
    expect(kinds(await read(transcoded.id))).toHaveLength(2);
  });

  it('shows the suggestions with the file’s address and duration; 404 for an unknown file', async () => {
    const data = await read(transcoded.id);
    expect(data).toMatchObject({ fileId: transcoded.id, url: transcoded.url, durationSeconds: 100 });
    expect(kinds(data)).toEqual([
      { kind: 'intro', start: 1, end: 13.5, status: 'suggested' },
      { kind: 'credits', start: 88, end: 100, status: 'suggested' },
    ]);
    expect((await read(older.id)).durationSeconds).toBeNull();
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { markers: [] }],
    ] as const) {
      const answer = await adminRequest(server, admin.token, method, path(2_000_000), body);
      expect(answer.status).toBe(404);
      expect((await readJson(answer)).message).toBe('فایلی با این شناسه یافت نشد.');
    }
  });

  it('refuses a span that ends before it starts, a kind twice, or a time past the end (422)', async () => {
    const refusals: Array<[unknown, string, string]> = [
      [[{ kind: 'intro', start: 20, end: 10 }], 'markers.0.end', 'پایان باید بعد از آغاز باشد.'],
      [
        [
          { kind: 'recap', start: 0, end: 10 },
          { kind: 'recap', start: 20, end: 30 },
        ],
        'markers.1.kind',
        'برای هر نوع فقط یک نشانه می‌شود گذاشت.',
      ],
      [
        [{ kind: 'credits', start: 90, end: 130 }],
        'markers.0.end',
        'زمان از طول ویدیو (۱۰۰ ثانیه) بیشتر است.',
      ],
      [
        [{ kind: 'intro', start: -1, end: 10 }],
        'markers.0.start',
        'زمان را به ثانیه و از صفر به بالا بنویسید.',
      ],
      [
        [{ kind: 'ending', start: 0, end: 10 }],
        'markers.0.kind',
        'نوع نشانه را از میان «تیتراژ آغاز»، «خلاصهٔ قبل» و «تیتراژ پایانی» انتخاب کنید.',
      ],
    ];
    for (const [markers, field, message] of refusals) {
      const answer = await put(transcoded.id, markers);
      expect(answer.status, field).toBe(422);
      expect((await readJson(answer)).errors?.[field]).toEqual([message]);
    }
    // A file of unknown length takes any time.
    expect((await put(older.id, [{ kind: 'credits', start: 5000, end: 5100 }])).status).toBe(200);
    expect((await read(transcoded.id)).markers.every((marker) => marker.status === 'suggested')).toBe(true);
  });

  it('confirms the sent markers over suggestions, and removes confirmed ones left out', async () => {
    const first = await put(transcoded.id, [
      { kind: 'intro', start: 2, end: 14 },
      { kind: 'recap', start: 14, end: 40 },
    ]);
    expect(first.status).toBe(200);
    expect(kinds((await readJson<{ data: AdminFileMarkers }>(first)).data)).toEqual([
      { kind: 'intro', start: 2, end: 14, status: 'confirmed' },
      { kind: 'recap', start: 14, end: 40, status: 'confirmed' },
      // The credits suggestion stays for the operator to look at.
      { kind: 'credits', start: 88, end: 100, status: 'suggested' },
    ]);

    const second = await put(transcoded.id, [{ kind: 'credits', start: 89.25, end: 100 }]);
    expect(kinds((await readJson<{ data: AdminFileMarkers }>(second)).data)).toEqual([
      { kind: 'credits', start: 89.25, end: 100, status: 'confirmed' },
    ]);

    const audit = await readJson<{ data: AuditEntry[] }>(
      await adminRequest(
        server,
        admin.token,
        'GET',
        `/api/admin/audit?target_type=title-file&target_id=${transcoded.id}`,
      ),
    );
    expect(audit.data).toMatchObject([
      {
        action: 'set-file-markers',
        actor: { id: admin.user.id },
        before: {
          markers: [
            { kind: 'intro', start: 2, end: 14 },
            { kind: 'recap', start: 14, end: 40 },
          ],
        },
        after: { markers: [{ kind: 'credits', start: 89.25, end: 100 }] },
      },
      { action: 'set-file-markers', before: { markers: [] } },
    ]);
  });
});
