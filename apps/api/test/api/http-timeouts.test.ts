import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ REQUEST_TIMEOUT_SECONDS: '1', SEED_CATALOGUE: 'false' });
});
afterAll(() => server.close());

/** Sends `head` and `body` on a raw connection and resolves with all it read once the server closes it. */
function sendAndStall(head: string, body: string): Promise<string> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(head + body));
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString();
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
  });
}

describe(`slow clients (${testDatabaseKind()})`, () => {
  it('cuts off a request whose body stops half-way, answering 408', async () => {
    const body = '{"kind":"support","name":"';
    const head =
      'POST /api/support/messages HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${body.length + 200}\r\n\r\n`;
    const received = await sendAndStall(head, body);
    // Either the 408 answer or, had the server begun to answer, a bare close: never a hang.
    if (received) expect(received).toMatch(/^HTTP\/1\.1 408/);
    expect(received).not.toMatch(/^HTTP\/1\.1 [25]/);
  });

  it('cuts off a request whose headers never finish', async () => {
    const received = await sendAndStall('GET /api/ping HTTP/1.1\r\nHost: localhost\r\nX-Slow: ', 'a');
    if (received) expect(received).toMatch(/^HTTP\/1\.1 408/);
  });

  it('still answers requests that arrive in time', async () => {
    expect((await fetch(`${server.url}/api/ping`)).status).toBe(200);
  });
});
