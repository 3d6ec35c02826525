import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/messages.ts';
import { readJson } from '../support/read-json.ts';
import { newClientAddress, postSupportMessage, supportMessage } from '../support/support-client.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';

/** A low limit so a test can cross it: 3 messages an hour per client address. */
let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ SUPPORT_RATE_LIMIT_PER_IP: '3' });
});
afterAll(() => server.close());

describe(`support message rate limit (${testDatabaseKind()})`, () => {
  it('answers 429 with a Persian message and Retry-After once an address sent its share, invalid ones included', async () => {
    const client = newClientAddress();
    const statuses: number[] = [];
    for (const body of [supportMessage(), { kind: 'support' }, supportMessage(), supportMessage()]) {
      const response = await postSupportMessage(server.url, body, client);
      statuses.push(response.status);
      if (response.status === 429) {
        expect(await readJson(response)).toEqual({ message: messages.support.tooManyMessages });
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(3000);
      }
    }
    expect(statuses).toEqual([201, 422, 201, 429]);

    // Another address still gets through; nothing over the limit was stored.
    expect((await postSupportMessage(server.url, supportMessage(), newClientAddress())).status).toBe(201);
    const [row] = await server.database.sql.query<{ count: string }>(
      'SELECT count(*)::text AS count FROM support_messages',
    );
    expect(row?.count).toBe('3');
  });

  it('counts an IPv6 client by its /64 network', async () => {
    const statuses: number[] = [];
    for (const address of ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:ffff::3', '2001:db8:1:2::4']) {
      const response = await postSupportMessage(server.url, supportMessage(), { 'x-forwarded-for': address });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});
