import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promoteUser } from '../../src/accounts/promote-user.ts';
import { fetchCsrf, postJson } from '../support/auth-client.ts';
import { hostileRequest, type Session } from '../support/hostile-input.ts';
import { buildTinyCatalogue, userWithLibrary } from '../support/library-fixture.ts';
import {
  type Answer,
  isPersianError,
  loadOperations,
  type Operation,
  send,
  sendRaw,
} from '../support/openapi-operations.ts';
import { changedTables, snapshotState } from '../support/state-snapshot.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';

/**
 * Every operation of the OpenAPI document, sent malformed, oversized and hostile input (see
 * support/hostile-input.ts), signed in and signed out: no answer is a 5xx, every refusal is the
 * API's JSON error in Persian, and a refused request changes nothing in the database.
 */

const RUNS_PER_OPERATION = 15;

let server: TestApp;
let operations: Operation[];
let session: Session;
let knownIds: number[];
let email: string;
let password: string;

beforeAll(async () => {
  server = await startTestApp({ SEED_CATALOGUE: 'false' });
  const catalogue = await buildTinyCatalogue(server);
  const user = await userWithLibrary(server, catalogue, 'fuzz');
  ({ email, password } = user);
  // An operator, so the console's operations are fuzzed past their guard (their 401/403 answers
  // are authorization.test.ts's and each admin test's business).
  await promoteUser(server.database.db, email);
  session = { bearer: user.token, csrf: await fetchCsrf(server.url) };
  knownIds = [
    ...new Set([
      1,
      catalogue.title.id,
      catalogue.file.id,
      catalogue.person.id,
      ...Object.values(user.ids).filter((id) => typeof id === 'number'),
    ]),
  ];
  operations = await loadOperations(server.url);
}, 180_000);

afterAll(async () => {
  await server?.close();
});

/** After a logout or a password change succeeded, the fuzzing goes on with a fresh session. */
async function keepSignedIn(): Promise<void> {
  const check = await fetch(`${server.url}/api/user`, {
    headers: { authorization: `Bearer ${session.bearer}` },
  });
  await check.arrayBuffer();
  if (check.status === 200) return;
  const login = await postJson(server.url, '/api/sanc/login', { email, password }, { csrf: session.csrf });
  if (login.status !== 200) throw new Error(`signing in again answered ${login.status}`);
  session.bearer = ((await login.json()) as { token: string }).token;
}

function describeFailure(answer: Answer, changed: string[]): string | null {
  if (answer.status >= 500) return `answered ${answer.status}: ${answer.text.slice(0, 300)}`;
  if (answer.status >= 400 && !isPersianError(answer))
    return `refused without a Persian JSON error: ${answer.status} ${answer.text.slice(0, 300)}`;
  if (answer.status >= 400 && changed.length > 0)
    return `refused (${answer.status}) yet changed ${changed.join(', ')}`;
  return null;
}

describe(`every operation survives hostile input (${testDatabaseKind()})`, () => {
  it('publishes operations to fuzz, signed-in ones included', () => {
    expect(operations.length).toBeGreaterThan(40);
    expect(operations.some((operation) => operation.session === 'required')).toBe(true);
  });

  it('never answers 5xx, and changes nothing when it refuses', async () => {
    const failures: string[] = [];
    for (const operation of operations) {
      let before = await snapshotState(server.database);
      let found = '';
      await fc
        .assert(
          fc.asyncProperty(hostileRequest(operation, knownIds, session), async (request) => {
            const answer = await send(server.url, request);
            const after = await snapshotState(server.database);
            const failure = describeFailure(answer, changedTables(before, after));
            before = after;
            if (answer.status < 400 && operation.method !== 'GET') {
              await keepSignedIn();
              before = await snapshotState(server.database);
            }
            if (failure) {
              const body =
                request.body === undefined ? '' : ` body ${JSON.stringify(request.body.slice(0, 200))}`;
              found = `${request.method} ${request.target.slice(0, 200)}${body}: ${failure}`;
              throw new Error(found);
            }
          }),
          { numRuns: RUNS_PER_OPERATION, endOnFailure: true },
        )
        .catch((error: unknown) => {
          failures.push(`${operation.name}: ${found || String(error).slice(0, 500)}`);
        });
    }
    expect(failures, failures.join('\n\n')).toEqual([]);
  }, 300_000);
});

describe(`what the HTTP layer refuses is answered in Persian JSON (${testDatabaseKind()})`, () => {
  const expectRefusal = (answer: Answer, status: number) => {
    expect(answer.status, answer.text.slice(0, 200)).toBe(status);
    expect(isPersianError(answer), answer.text.slice(0, 200)).toBe(true);
  };

  it('refuses percent-encoding that does not decode, and ids past the integer range', async () => {
    expectRefusal(await send(server.url, { method: 'GET', target: '/api/titles/%E0%A4%A' }), 400);
    expectRefusal(await send(server.url, { method: 'GET', target: '/api/collections/%FF' }), 400);
    for (const id of ['2147483648', '99999999999999999999', '0', '-1', '1e3', '+5', '0x10', '%00']) {
      for (const path of ['/api/titles/', '/api/people/', '/api/premium/plans/', '/api/user/orders/']) {
        const answer = await send(server.url, {
          method: 'GET',
          target: `${path}${id}`,
          headers: { authorization: `Bearer ${session.bearer}` },
        });
        expectRefusal(answer, 422);
      }
      // A collection is named by id or slug: `1e3` is a slug no collection has.
      const collection = await send(server.url, { method: 'GET', target: `/api/collections/${id}` });
      expectRefusal(collection, /^[a-z0-9][a-z0-9-]*$/.test(id) && !/^\d+$/.test(id) ? 404 : 422);
    }
    const search = await send(server.url, {
      method: 'GET',
      target: '/api/titles/search?q=%ZZ&genre=99999999999',
    });
    expectRefusal(search, 422);
  });

  it('answers 414 for an over-long URL and 431 for over-long headers', async () => {
    expectRefusal(await send(server.url, { method: 'GET', target: `/api/titles/${'1'.repeat(300)}` }), 414);
    // Sent in one write, so the parser's limit (16 KB of head) is met inside the request line.
    const longUrl = `GET /api/titles/search?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`;
    expectRefusal(await sendRaw(server.url, longUrl), 414);
    const bigHeader = `GET /api/genres HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`;
    expectRefusal(await sendRaw(server.url, bigHeader), 431);
    expectRefusal(
      await sendRaw(server.url, 'GET /api/genres HTTP/1.1\r\nHost: x\r\nX-Bad: a\u0000b\r\n\r\n'),
      400,
    );
    expectRefusal(await sendRaw(server.url, 'BREW /coffee HTCPCP/1.0\r\n\r\n'), 400);
    // HTTP/1.1 without Host: the API's own Persian 400, not Node's empty one.
    const withoutHost = await sendRaw(server.url, 'GET /api/genres HTTP/1.1\r\nConnection: close\r\n\r\n');
    expectRefusal(withoutHost, 400);
    expect(JSON.parse(withoutHost.text)).toEqual({ message: 'درخواست سرآیند Host ندارد.' });
    // HTTP/1.0 never needed one.
    const oldClient = await sendRaw(server.url, 'GET /api/ping HTTP/1.0\r\n\r\n');
    expect(JSON.parse(oldClient.text)).toEqual({ pong: true });
  });

  it('refuses bodies that are not JSON, too large or too deep', async () => {
    const post = (body: string, contentType = 'application/json') =>
      send(server.url, {
        method: 'POST',
        target: '/api/support/messages',
        headers: { 'content-type': contentType, 'x-forwarded-for': '10.9.8.7' },
        body,
      });
    expectRefusal(await post('{"kind":'), 400);
    expectRefusal(await post('{"__proto__":{"admin":true}}'), 400);
    expectRefusal(await post('kind=support', 'application/x-www-form-urlencoded'), 415);
    expectRefusal(await post(JSON.stringify({ body: 'x'.repeat(1_100_000) })), 413);
    const deep = await post(`${'['.repeat(200_000)}${']'.repeat(200_000)}`);
    expect(deep.status).toBeLessThan(500);
    expect(isPersianError(deep)).toBe(true);
  });

  it('drops control and bidi-override characters from what people write', async () => {
    const name = 'نام\u0000\u0007\u001b\u202e\u2066کاربر\u200c';
    const response = await postJson(server.url, '/api/sanc/register', {
      name,
      email: 'controls@example.com',
      password: 'pardeh-secret-1',
      password_confirmation: 'pardeh-secret-1',
    });
    expect(response.status).toBe(201);
    expect(((await response.json()) as { user: { name: string } }).user.name).toBe('نامکاربر\u200c');
  });
});
