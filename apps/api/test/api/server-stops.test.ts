import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { startServerProcess } from '../support/run-server-process.ts';
import { supportMessage } from '../support/support-client.ts';
import { testDatabaseKind } from '../support/test-database.ts';

/** A raw connection, to hold a request half-sent across the stop signal. */
function connect(url: string): Promise<net.Socket> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Resolves once `url`'s server refuses new connections. */
async function refusedConnection(url: string): Promise<void> {
  for (;;) {
    const outcome = await connect(url).then(
      (socket) => {
        socket.destroy();
        return 'accepted';
      },
      (error: NodeJS.ErrnoException) => error.code,
    );
    if (outcome === 'ECONNREFUSED') return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The whole response once the server closes the connection. */
const responseOf = (socket: net.Socket) =>
  new Promise<string>((resolve) => {
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString();
    });
    socket.on('close', () => resolve(received));
  });

/**
 * How the server process stops (`main.ts`), on the embedded database: its close path is the same
 * for both databases, and the embedded one is the one a SIGKILL can hurt.
 */
describe.runIf(testDatabaseKind() === 'pglite')('stopping the server process', () => {
  let dataDir: string;
  let env: Record<string, string>;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pardeh-stops-'));
    env = {
      DATA_DIR: dataDir,
      SEED_CATALOGUE: 'false',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      SUPPORT_RATE_LIMIT_PER_IP: '100000',
    };
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('on SIGTERM, refuses new connections, finishes the request in flight, and exits 0', async () => {
    const server = await startServerProcess(env);
    onTestFailed(() => void server.stop('SIGKILL'));
    const socket = await connect(server.url);
    const response = responseOf(socket);
    const body = JSON.stringify(supportMessage());
    const half = Math.floor(body.length / 2);
    // `Expect: 100-continue` makes the server say when it has the request: it is then in flight.
    const continued = new Promise<void>((resolve) => socket.once('data', () => resolve()));
    socket.write(
      'POST /api/support/messages HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\n\r\n${body.slice(0, half)}`,
    );
    await continued;
    const exited = server.stop('SIGTERM');
    await refusedConnection(server.url);
    socket.write(body.slice(half));
    expect(await response).toMatch(/HTTP\/1\.1 201 Created/);
    expect(await exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'pardeh.lock'))).toBe(false);
  }, 180_000);

  it('loses no acknowledged write to a SIGKILL during writes', async () => {
    const server = await startServerProcess(env);
    onTestFailed(() => void server.stop('SIGKILL'));
    const acknowledged: number[] = [];
    let writing = true;
    const writer = async (index: number) => {
      for (let round = 0; writing; round++) {
        const response = await fetch(`${server.url}api/support/messages`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(supportMessage({ body: `پیام آزمایشی شماره‌ی ${index}-${round}` })),
        }).catch(() => null);
        if (!response) return; // the server is gone
        expect(response.status).toBe(201);
        acknowledged.push(((await response.json()) as { data: { id: number } }).data.id);
      }
    };
    const writers = [0, 1, 2].map(writer);
    while (acknowledged.length < 12) await new Promise((resolve) => setTimeout(resolve, 20));
    await server.stop('SIGKILL');
    writing = false;
    await Promise.all(writers);
    // Opening the directory again takes over the dead process's lock and recovers the database.
    const database = await openDatabase({ dataDir });
    try {
      const rows = await database.sql.query<{ id: number }>(
        'SELECT id FROM support_messages WHERE id = ANY($1)',
        [acknowledged],
      );
      expect(rows.map((row) => row.id).sort((a, b) => a - b)).toEqual(
        [...acknowledged].sort((a, b) => a - b),
      );
    } finally {
      await database.close();
    }
  }, 180_000);
});
