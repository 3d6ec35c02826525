import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AdminMediaAsset, AuditEntry } from '@pardeh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRequest, registerAdmin } from '../support/admin-client.ts';
import { catalogFactory } from '../support/catalog-factory.ts';
import { titleMedia } from '../support/media-client.ts';
import { readJson } from '../support/read-json.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';

const NOT_PUBLIC =
  'این نشانی پذیرفته نیست: نام سرور آن پیدا نشد یا به یک نشانی عمومی اینترنت نمی‌رسد (نشانی‌های شبکه‌ی داخلی، همین سرور و مانند آن‌ها پذیرفته نیستند).';
const PORTS_ONLY =
  'این نشانی پذیرفته نیست: فایل را تنها از درگاه‌های ۸۰، ۴۴۳ می‌توان دریافت کرد (درگاه‌های دیگر با MEDIA_URL_ALLOWED_PORTS).';

/**
 * Registering a source by URL with the default settings (#30): only http(s) to public addresses
 * on ports 80 and 443. Every address of this machine and its networks is refused with a 422 at
 * registration, before anything is recorded and before any connection, even where a server is
 * listening (a video on 127.0.0.1 here), and whatever notation names it.
 */
describe(`sources by URL, default settings (${testDatabaseKind()})`, () => {
  let server: TestApp;
  let videoServer: http.Server;
  let videoPort: number;
  let requests = 0;
  let admin: Awaited<ReturnType<typeof registerAdmin>>;
  let film: { id: number };

  beforeAll(async () => {
    videoServer = http.createServer((_request, response) => {
      requests += 1;
      response.writeHead(200, { 'content-type': 'video/mp4' }).end('video');
    });
    await new Promise<void>((resolve) => videoServer.listen(0, '127.0.0.1', resolve));
    videoPort = (videoServer.address() as AddressInfo).port;
    server = await startTestApp({ SEED_CATALOGUE: 'false' });
    admin = await registerAdmin(server);
    film = await catalogFactory(server.database).title({ titleEn: 'Heat' });
  });
  afterAll(async () => {
    await server?.close();
    await new Promise((resolve) => videoServer?.close(resolve));
  });

  const register = (url: string) =>
    adminRequest(server, admin.token, 'POST', '/api/admin/media/assets', {
      titleId: film.id,
      source: { kind: 'url', url },
    });

  it.each([
    ['loopback', 'http://127.0.0.1/film.mp4'],
    ['loopback by name', 'http://localhost/film.mp4'],
    ['loopback as a number', 'http://2130706433/film.mp4'],
    ['private (10/8)', 'http://10.0.0.8/film.mp4'],
    ['private (192.168/16)', 'https://192.168.1.20/film.mp4'],
    ['carrier-grade NAT', 'http://100.64.0.9/film.mp4'],
    ['cloud metadata', 'http://169.254.169.254/latest/meta-data/'],
    ['IPv6 loopback', 'http://[::1]/film.mp4'],
    ['IPv4-mapped loopback', 'http://[::ffff:127.0.0.1]/film.mp4'],
    ['unique-local IPv6', 'http://[fd00::1]/film.mp4'],
    ['unspecified', 'http://0.0.0.0/film.mp4'],
  ])('refuses %s with a 422', async (_name, url) => {
    const answer = await register(url);
    expect(answer.status).toBe(422);
    expect(await readJson(answer)).toMatchObject({
      message: NOT_PUBLIC,
      errors: { 'source.url': [NOT_PUBLIC] },
    });
  });

  it('refuses ports other than 80 and 443, even where a video is served', async () => {
    for (const url of [`http://127.0.0.1:${videoPort}/film.mp4`, 'http://8.8.8.8:8080/film.mp4']) {
      const answer = await register(url);
      expect(answer.status).toBe(422);
      expect((await readJson(answer)).message).toBe(PORTS_ONLY);
    }
  });

  it('refuses other schemes through the contract', async () => {
    for (const url of ['ftp://8.8.8.8/film.mp4', 'file:///etc/passwd', 'gopher://127.0.0.1:6379/_INFO']) {
      expect((await register(url)).status).toBe(422);
    }
  });

  it('records nothing and connects to nothing for a refused URL', async () => {
    const media = await titleMedia(server, admin.token, film.id);
    expect(media.assets as AdminMediaAsset[]).toEqual([]);
    const audit = await readJson<{ data: AuditEntry[] }>(
      await adminRequest(server, admin.token, 'GET', '/api/admin/audit?target_type=media-asset'),
    );
    expect(audit.data).toEqual([]);
    expect(requests).toBe(0);
  });
});
