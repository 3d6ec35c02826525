/**
 * A wrong-password storm against everyone else's latency: `GET /api/ping`'s p99 at a steady 500
 * requests a second, alone and beside 20 connections posting wrong passwords for unknown addresses from
 * ever-new client addresses (X-Forwarded-For behind TRUST_PROXY, so no per-address limit bites,
 * as for an attacker with many addresses: every attempt costs a full argon2id check). Then
 * sign-ins with the right password, 20 at once: logins/s on this machine. Embedded database; the
 * server runs as the tests start it.
 *
 *   node --import tsx bench/login-storm.ts [--seconds 10] [--database postgres]
 *
 * On the embedded database every query of a sign-in (its limits, throttle, account) runs on the
 * event loop as well; on PostgreSQL only the hashing competes with the other requests.
 * Goal: ping's p99 during the storm within 3× its idle p99.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { fetchCsrf, registerAccount } from '../apps/api/test/support/auth-client.ts';
import { startServerProcess } from '../apps/api/test/support/run-server-process.ts';
import { createBenchDatabase, startBenchPostgres } from './support/bench-databases.ts';
import { recordFigure, thousands } from './support/figures.ts';

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return Number((index > 0 ? process.argv[index + 1] : undefined) ?? fallback);
};
const seconds = argument('seconds', 10);
const databaseIndex = process.argv.indexOf('--database');
const onPostgres = databaseIndex > 0 && process.argv[databaseIndex + 1] === 'postgres';
const databaseLabel = onPostgres ? 'PostgreSQL' : 'embedded';
const log = (line: string) => process.stdout.write(`${line}\n`);

let clientCounter = 0;
/** A new client address per attempt: 10.x.y.z, then fresh IPv6 networks. */
const nextClientAddress = () => {
  clientCounter += 1;
  return `10.${(clientCounter >> 16) & 255}.${(clientCounter >> 8) & 255}.${clientCounter & 255}`;
};

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pardeh-login-storm-'));
const postgres = onPostgres ? await startBenchPostgres() : null;
const databaseUrl = postgres
  ? (await createBenchDatabase(postgres.adminUrl, 'pardeh_login_storm')).url
  : null;
const server = await startServerProcess({
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  SEED_CATALOGUE: 'false',
  IMAGE_FETCH: 'false',
  TRUST_PROXY: 'true',
  AUTH_RATE_LIMIT_PER_IP: '1000000',
  AUTH_RATE_LIMIT_PER_EMAIL: '1000000',
});
const base = server.url.replace(/\/$/, '');

try {
  const account = await registerAccount(base);
  const csrf = await fetchCsrf(base);
  const loginRequest = (password: string, email: () => string) => ({
    method: 'POST' as const,
    path: '/api/sanc/login',
    setupRequest: (request: object) => ({
      ...request,
      headers: {
        'content-type': 'application/json',
        cookie: csrf.cookie,
        'x-xsrf-token': csrf.token,
        'x-forwarded-for': nextClientAddress(),
      },
      body: JSON.stringify({ email: email(), password }),
    }),
  });
  let unknownCounter = 0;
  const storm = () =>
    autocannon({
      url: base,
      connections: 20,
      duration: seconds,
      requests: [loginRequest('wrong-password-1', () => `nobody${++unknownCounter}@example.com`)],
    });
  // A steady 500 requests a second, as visitors send them: latency, not the most the server can take.
  const ping = () =>
    autocannon({ url: `${base}/api/ping`, connections: 10, overallRate: 500, duration: seconds });

  await ping(); // warm up
  const idle = await ping();
  const [during, attack] = await Promise.all([ping(), storm()]);
  const logins = await autocannon({
    url: base,
    connections: 20,
    duration: seconds,
    requests: [loginRequest(account.password, () => account.email)],
  });

  const ratio = during.latency.p99 / Math.max(1, idle.latency.p99);
  const statuses = Object.entries(attack.statusCodeStats)
    .map(([status, { count }]) => `${count} × ${status}`)
    .join(', ');
  log(
    `ping idle: ${thousands(idle.requests.average)} req/s, p50 ${idle.latency.p50} ms, p99 ${idle.latency.p99} ms`,
  );
  log(
    `ping during the storm: ${thousands(during.requests.average)} req/s, p50 ${during.latency.p50} ms, p99 ${during.latency.p99} ms (${ratio.toFixed(1)}× idle)`,
  );
  log(
    `storm: ${thousands(attack.requests.average)} wrong-password attempts/s answered (${statuses}), p99 ${attack.latency.p99} ms`,
  );
  log(
    `right-password sign-ins: ${thousands(logins.requests.average)} logins/s, p50 ${logins.latency.p50} ms, p99 ${logins.latency.p99} ms, ${logins.non2xx} non-2xx`,
  );
  recordFigure({
    name: `GET /api/ping p99 during a 20-connection wrong-password storm, ${databaseLabel}`,
    value: `${during.latency.p99} ms against ${idle.latency.p99} ms idle (${ratio.toFixed(1)}×)`,
    goal: '≤ 3× idle',
    met: ratio <= 3,
  });
  recordFigure({
    name: `wrong-password attempts answered during the storm, ${databaseLabel}`,
    value: `${thousands(attack.requests.average)}/s, p99 ${attack.latency.p99} ms`,
  });
  recordFigure({
    name: `right-password sign-ins, 20 at once, ${databaseLabel}`,
    value: `${thousands(logins.requests.average)} logins/s, p50 ${logins.latency.p50} ms, p99 ${logins.latency.p99} ms`,
  });
} finally {
  await server.stop();
  await postgres?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
