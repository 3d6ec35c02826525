import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchCsrf, postJson } from '../support/auth-client.ts';
import { buildTinyCatalogue, type TinyCatalogue, userWithLibrary } from '../support/library-fixture.ts';
import {
  fillPath,
  isPersianError,
  loadOperations,
  type Operation,
  type SentRequest,
  send,
} from '../support/openapi-operations.ts';
import { changedTables, snapshotState } from '../support/state-snapshot.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';

/**
 * Every operation that needs a session (taken from the OpenAPI document, so new ones are covered
 * as they appear) refuses a missing, malformed, expired or revoked token with 401, and a user
 * who names another user's rows by id gets a 404 and sees and changes nothing of theirs.
 */

type Owner = Awaited<ReturnType<typeof userWithLibrary>>;
type OwnedKind = keyof Owner['ids'];

/**
 * What each id in a signed-in operation's path names. Rows a user owns are looked up as theirs
 * only; catalogue rows are the same for everyone. A new operation with an id in its path fails
 * the last test until it is listed here.
 */
const pathIds: Record<
  string,
  // body: what the call needs to pass validation and reach the ownership check
  { kind: 'owned'; owned: OwnedKind; body?: string } | { kind: 'catalogue' }
> = {
  'DELETE /api/user/comment/{id}': { kind: 'owned', owned: 'comment' },
  'DELETE /api/user/history/{id}': { kind: 'owned', owned: 'history' },
  'GET /api/user/orders/{id}': { kind: 'owned', owned: 'order' },
  'PATCH /api/user/profiles/{id}': { kind: 'owned', owned: 'profile' },
  'DELETE /api/user/profiles/{id}': { kind: 'owned', owned: 'profile' },
  'PUT /api/user/profiles/{id}/pin': { kind: 'owned', owned: 'profile', body: '{"pin":"1234"}' },
  'DELETE /api/user/profiles/{id}/pin': { kind: 'owned', owned: 'profile' },
  'POST /api/user/profiles/{id}/select': { kind: 'owned', owned: 'profile' },
  'POST /api/user/stream-slots/{id}/heartbeat': { kind: 'owned', owned: 'streamSlot' },
  'DELETE /api/user/stream-slots/{id}': { kind: 'owned', owned: 'streamSlot' },
  'POST /api/user/watchlist/{id}': { kind: 'catalogue' },
  'GET /api/titles/{id}/viewer': { kind: 'catalogue' },
  'GET /api/user/progress/{fileId}': { kind: 'catalogue' },
  'POST /api/user/like/{id}': { kind: 'catalogue' },
  'GET /api/titles/{id}/screenshots': { kind: 'catalogue' },
  // Comments are public: any signed-in user may report anyone else's.
  'POST /api/comments/{id}/report': { kind: 'catalogue' },
};

let server: TestApp;
let catalogue: TinyCatalogue;
let alice: Owner;
let bob: Owner;
let operations: Operation[];
let csrf: { token: string; cookie: string };
let expiredToken: string;
let revokedToken: string;

/** A second session for an owner, so one can be expired or revoked and the owner kept. */
async function signIn(owner: Owner): Promise<string> {
  const response = await postJson(server.url, '/api/sanc/login', {
    email: owner.email,
    password: owner.password,
  });
  if (response.status !== 200) throw new Error(`login answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

const sessionIdOf = (token: string) => Number(token.split('.')[0]);

beforeAll(async () => {
  server = await startTestApp({ SEED_CATALOGUE: 'false' });
  catalogue = await buildTinyCatalogue(server);
  alice = await userWithLibrary(server, catalogue, 'alicemarker');
  bob = await userWithLibrary(server, catalogue, 'bobmarker');
  csrf = await fetchCsrf(server.url);
  operations = (await loadOperations(server.url)).filter((operation) => operation.session === 'required');

  expiredToken = await signIn(bob);
  await server.database.sql.query(
    "UPDATE sessions SET expires_at = now() - interval '1 minute' WHERE id = $1",
    [sessionIdOf(expiredToken)],
  );
  revokedToken = await signIn(bob);
  const logout = await postJson(server.url, '/api/sanc/logout', undefined, { bearer: revokedToken, csrf });
  if (logout.status !== 204) throw new Error(`logout answered ${logout.status}`);
}, 180_000);

afterAll(async () => {
  await server?.close();
});

/** A request for an operation: ids of the catalogue (or `ids` where given), an empty JSON body. */
function requestFor(
  operation: Operation,
  authorization: string | null,
  ids: Record<string, string> = {},
  body = '{}',
): SentRequest {
  const catalogueIds: Record<string, string> = {
    id: String(catalogue.title.id),
    fileId: String(catalogue.file.id),
    title: String(catalogue.title.id),
  };
  const headers: Record<string, string> = { cookie: csrf.cookie, 'x-xsrf-token': csrf.token };
  if (authorization !== null) headers.authorization = authorization;
  const withBody = operation.method !== 'GET' && operation.method !== 'DELETE';
  if (withBody) headers['content-type'] = 'application/json';
  return {
    method: operation.method,
    target: fillPath(operation.path, { ...catalogueIds, ...ids }),
    headers,
    ...(withBody ? { body } : {}),
  };
}

describe(`authorization of signed-in operations (${testDatabaseKind()})`, () => {
  it('finds the signed-in operations in the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(20);
    expect(operations.map((operation) => operation.path)).toContain('/api/user');
  });

  it('answers 401 in Persian, and changes nothing, without a live session token', async () => {
    const live = bob.token;
    const [id, secret = ''] = live.split('.');
    const flipped = `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`;
    const refused: Record<string, string | null> = {
      'no token': null,
      'empty bearer': 'Bearer ',
      'not a bearer': `Basic ${Buffer.from('bob:secret').toString('base64')}`,
      garbage: 'Bearer garbage',
      'secret only': `Bearer ${secret}`,
      'wrong secret': `Bearer ${id}.${flipped}`,
      'another id': `Bearer ${alice.token.split('.')[0]}.${secret}`,
      'id past bigint': `Bearer 99999999999999999999.${secret}`,
      'id past integer': `Bearer 2147483648.${secret}`,
      overlong: `Bearer ${id}.${secret.repeat(200)}`,
      expired: `Bearer ${expiredToken}`,
      'revoked (logged out)': `Bearer ${revokedToken}`,
    };
    const failures: string[] = [];
    const before = await snapshotState(server.database);
    for (const operation of operations) {
      for (const [what, authorization] of Object.entries(refused)) {
        const answer = await send(server.url, requestFor(operation, authorization));
        if (answer.status !== 401 || !isPersianError(answer))
          failures.push(`${operation.name} with ${what}: ${answer.status} ${answer.text.slice(0, 120)}`);
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
    expect(changedTables(before, await snapshotState(server.database))).toEqual([]);
  }, 180_000);

  it("answers 404 for another user's rows, and leaves them as they were", async () => {
    const before = await snapshotState(server.database);
    const alicesToken = `Bearer ${alice.token}`;
    for (const [name, target] of Object.entries(pathIds)) {
      if (target.kind !== 'owned') continue;
      const operation = operations.find((candidate) => candidate.name === name);
      if (!operation) throw new Error(`${name} is no longer published`);
      const answer = await send(
        server.url,
        requestFor(operation, alicesToken, { id: String(bob.ids[target.owned]) }, target.body),
      );
      expect(answer.status, `${name} on bob's ${target.owned}`).toBe(404);
      expect(isPersianError(answer)).toBe(true);
    }
    const marked = await postJson(
      server.url,
      '/api/user/notifications',
      { ids: [bob.ids.notification] },
      { bearer: alice.token, csrf: false },
    );
    expect(marked.status).toBe(200);
    const [bobs] = await server.database.sql.query<{ unread: number }>(
      'SELECT count(*)::int AS unread FROM notifications WHERE user_id = $1 AND read_at IS NULL',
      [bob.user.id],
    );
    expect(bobs?.unread).toBe(1);
    const changed = changedTables(before, await snapshotState(server.database));
    // Alice's own notifications may be marked read by her call; nothing else may change.
    expect(changed.filter((table) => table !== 'notifications')).toEqual([]);
  });

  it("shows none of another user's rows in any signed-in answer", async () => {
    const leaks: string[] = [];
    for (const operation of operations.filter((candidate) => candidate.method === 'GET')) {
      const answer = await send(server.url, requestFor(operation, `Bearer ${alice.token}`));
      if (answer.status >= 500) leaks.push(`${operation.name}: ${answer.status}`);
      if (/bobmarker/i.test(answer.text) || answer.text.includes(bob.email))
        leaks.push(`${operation.name} shows bob's data: ${answer.text.slice(0, 200)}`);
    }
    expect(leaks, leaks.join('\n')).toEqual([]);
  });

  it('knows what every id in a signed-in path names', () => {
    // Operator routes (/api/admin/*) answer 403 to every non-operator; admin-*.test.ts cover them.
    const withIds = operations.filter(
      (operation) => /\{id\}|\{fileId\}/.test(operation.path) && !operation.path.startsWith('/api/admin/'),
    );
    expect(withIds.map((operation) => operation.name).filter((name) => !(name in pathIds))).toEqual([]);
  });
});
