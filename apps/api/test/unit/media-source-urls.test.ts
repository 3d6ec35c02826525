import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type SourceUrlPolicy } from '../../src/config.ts';
import {
  checkSourceUrl,
  type SourceResolver,
  SourceUrlRefused,
} from '../../src/media/sources/check-source-url.ts';
import {
  MAX_SOURCE_REDIRECTS,
  openSourceUrl,
  SourceRedirectRefused,
} from '../../src/media/sources/fetch-source-url.ts';
import { isAllowedSourceAddress } from '../../src/media/sources/source-address.ts';
import { messages } from '../../src/messages.ts';

/**
 * The rules for sources registered by URL (#30): which addresses the server may connect to, the
 * checks a URL passes before any connection, and the fetcher that follows redirects itself and
 * connects only to the address it checked. DNS is a resolver handed in (a table here), so public
 * addresses are tested without the internet; the fetcher's connections are real, to 127.0.0.1.
 */
describe('the URL settings', () => {
  it('allows ports 80 and 443 and no private range by default', () => {
    expect(loadConfig({}).media.url).toEqual({ ports: [80, 443], privateRanges: [] });
  });

  it('reads other ports and private ranges, and refuses what is not one', () => {
    expect(
      loadConfig({
        MEDIA_URL_ALLOWED_PORTS: '80, 443,8080',
        MEDIA_URL_ALLOWED_PRIVATE_RANGES: '127.0.0.1/32, 10.20.0.0/16,fd00::/8',
      }).media.url,
    ).toEqual({ ports: [80, 443, 8080], privateRanges: ['127.0.0.1/32', '10.20.0.0/16', 'fd00::/8'] });
    for (const ports of ['http', '0', '70000', '80,,443', '-1']) {
      expect(() => loadConfig({ MEDIA_URL_ALLOWED_PORTS: ports }), ports).toThrow(/MEDIA_URL_ALLOWED_PORTS/);
    }
    for (const ranges of ['127.0.0.1', 'true', '10.0.0.0/33', 'localhost/8']) {
      expect(() => loadConfig({ MEDIA_URL_ALLOWED_PRIVATE_RANGES: ranges }), ranges).toThrow(
        /MEDIA_URL_ALLOWED_PRIVATE_RANGES/,
      );
    }
  });
});

describe('source addresses', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.8.9.10', 'loopback'],
    ['10.1.2.3', 'private (RFC 1918)'],
    ['172.16.0.1', 'private (RFC 1918)'],
    ['172.31.255.254', 'private (RFC 1918)'],
    ['192.168.1.1', 'private (RFC 1918)'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.127.255.254', 'carrier-grade NAT'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['0.0.0.0', 'unspecified'],
    ['255.255.255.255', 'broadcast'],
    ['224.0.0.1', 'multicast'],
    ['192.0.2.10', 'documentation'],
    ['240.0.0.1', 'reserved'],
    ['::1', 'IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['fe80::1', 'IPv6 link-local'],
    ['fe80::1%eth0', 'IPv6 link-local with a zone'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456::1', 'unique-local'],
    ['ff02::1', 'IPv6 multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback in hex'],
    ['64:ff9b::a00:1', 'NAT64 of 10.0.0.1'],
    ['2002:7f00:1::', '6to4 of 127.0.0.1'],
    ['2001:db8::1', 'IPv6 documentation'],
    ['::7f00:1', 'IPv4-compatible (outside global unicast)'],
    ['not-an-address', 'not an address'],
    ['2130706433', 'a number, not an address'],
  ])('refuses %s (%s)', (address) => {
    expect(isAllowedSourceAddress(address)).toBe(false);
  });

  it.each([
    '93.184.215.14',
    '8.8.8.8',
    '1.1.1.1',
    '2606:4700:4700::1111',
    '2a00:1450:4001:80b::200e',
    '::ffff:8.8.8.8',
  ])('allows the public address %s', (address) => {
    expect(isAllowedSourceAddress(address)).toBe(true);
  });

  it('lets through only the configured private ranges (tests and labs)', () => {
    expect(isAllowedSourceAddress('127.0.0.1', ['127.0.0.1/32'])).toBe(true);
    expect(isAllowedSourceAddress('::ffff:127.0.0.1', ['127.0.0.1/32'])).toBe(true);
    expect(isAllowedSourceAddress('127.0.0.2', ['127.0.0.1/32'])).toBe(false);
    expect(isAllowedSourceAddress('::1', ['127.0.0.1/32'])).toBe(false);
    expect(isAllowedSourceAddress('10.20.30.40', ['10.20.0.0/16'])).toBe(true);
    expect(isAllowedSourceAddress('169.254.169.254', ['10.20.0.0/16'])).toBe(false);
    expect(isAllowedSourceAddress('fd00::5', ['fd00::/8'])).toBe(true);
  });
});

/** A resolver over a table, counting the questions it was asked. */
function tableResolver(table: Record<string, string[]>) {
  const asked: string[] = [];
  const resolve: SourceResolver = async (hostname) => {
    asked.push(hostname);
    const addresses = table[hostname];
    if (!addresses)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return { resolve, asked };
}

const defaults: SourceUrlPolicy = { ports: [80, 443], privateRanges: [] };
const notPublic = messages.media.urlNotPublic;

describe('checking a source URL', () => {
  const { resolve, asked } = tableResolver({
    'films.example': ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
    'mixed.example': ['93.184.215.14', '10.0.0.5'],
    'inside.example': ['192.168.10.20'],
    'metadata.example': ['169.254.169.254'],
    'mapped.example': ['::ffff:127.0.0.1'],
  });

  it('gives the address it checked for a public host, the one to connect to', async () => {
    const checked = await checkSourceUrl('https://films.example/movies/heat.mp4', defaults, resolve);
    expect(checked).toMatchObject({ address: '93.184.215.14', family: 4 });
    expect(checked.url.href).toBe('https://films.example/movies/heat.mp4');
    expect(asked).toContain('films.example');
    expect((await checkSourceUrl('http://8.8.8.8/a.mp4', defaults, resolve)).address).toBe('8.8.8.8');
    expect((await checkSourceUrl('http://[2606:4700::1111]/a.mp4', defaults, resolve)).family).toBe(6);
  });

  it.each([
    'http://127.0.0.1/a.mp4',
    'http://127.1/a.mp4',
    'http://2130706433/a.mp4',
    'http://0x7f000001/a.mp4',
    'http://10.0.0.1/a.mp4',
    'http://100.64.1.1/a.mp4',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/a.mp4',
    'http://[::ffff:127.0.0.1]/a.mp4',
    'http://[::ffff:a9fe:a9fe]/latest/meta-data/',
    'http://[fd00::1]/a.mp4',
    'http://[fe80::1]/a.mp4',
    'http://0.0.0.0/a.mp4',
    'http://mixed.example/a.mp4',
    'http://inside.example/a.mp4',
    'http://metadata.example/a.mp4',
    'http://mapped.example/a.mp4',
    'http://nowhere.example/a.mp4',
    'ftp://films.example/a.mp4',
    'file:///etc/passwd',
    'not a url',
  ])('refuses %s with one message', async (url) => {
    const refusal = await checkSourceUrl(url, defaults, resolve).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(SourceUrlRefused);
    expect(refusal).toMatchObject({ statusCode: 422, message: notPublic });
  });

  it('allows ports 80 and 443 only, unless others are configured', async () => {
    for (const url of [
      'http://films.example:8080/a.mp4',
      'https://films.example:22/a.mp4',
      'http://8.8.8.8:6379/',
    ]) {
      await expect(checkSourceUrl(url, defaults, resolve)).rejects.toMatchObject({
        statusCode: 422,
        message: messages.media.urlPortNotAllowed([80, 443]),
      });
    }
    await expect(checkSourceUrl('http://films.example:443/a.mp4', defaults, resolve)).resolves.toBeTruthy();
    await expect(checkSourceUrl('https://films.example:80/a.mp4', defaults, resolve)).resolves.toBeTruthy();
    const withAlt = { ...defaults, ports: [80, 443, 8080] };
    await expect(checkSourceUrl('http://films.example:8080/a.mp4', withAlt, resolve)).resolves.toBeTruthy();
    expect(messages.media.urlPortNotAllowed([80, 443])).toContain('۸۰، ۴۴۳');
  });
});

describe('fetching a source URL', () => {
  let server: http.Server;
  let port: number;
  const hosts: string[] = [];

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      hosts.push(String(request.headers.host));
      const url = new URL(request.url ?? '/', 'http://x');
      const hop = Number(url.searchParams.get('hops') ?? 0);
      if (url.pathname === '/clip.mp4') {
        response.writeHead(200, { 'content-type': 'video/mp4' }).end('video bytes');
      } else if (url.pathname === '/chain') {
        const next = hop > 0 ? `/chain?hops=${hop - 1}` : '/clip.mp4';
        response.writeHead(302, { location: next }).end();
      } else if (url.pathname === '/to') {
        response.writeHead(307, { location: url.searchParams.get('target') ?? '/' }).end();
      } else {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const lab = (): SourceUrlPolicy => ({ ports: [80, 443, port], privateRanges: ['127.0.0.1/32'] });
  const read = async (response: http.IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString();
  };
  const signal = () => AbortSignal.timeout(10_000);

  it('connects to the address it checked, asking DNS once (no rebinding between check and connect)', async () => {
    // The system resolver knows no `video.test`: the connection can only have used the checked address.
    let answers = 0;
    const rebinding: SourceResolver = async () => {
      answers += 1;
      return [{ address: answers === 1 ? '127.0.0.1' : '10.0.0.1', family: 4 }];
    };
    const response = await openSourceUrl(`http://video.test:${port}/clip.mp4`, lab(), {
      signal: signal(),
      resolve: rebinding,
    });
    expect(response.statusCode).toBe(200);
    expect(await read(response)).toBe('video bytes');
    expect(answers).toBe(1);
    expect(hosts.at(-1)).toBe(`video.test:${port}`);
  });

  it('follows up to five redirects itself, checking each', async () => {
    const { resolve, asked } = tableResolver({ 'video.test': ['127.0.0.1'] });
    const response = await openSourceUrl(
      `http://video.test:${port}/chain?hops=${MAX_SOURCE_REDIRECTS - 1}`,
      lab(),
      { signal: signal(), resolve },
    );
    expect(await read(response)).toBe('video bytes');
    expect(asked).toHaveLength(MAX_SOURCE_REDIRECTS + 1);
    await expect(
      openSourceUrl(`http://video.test:${port}/chain?hops=${MAX_SOURCE_REDIRECTS}`, lab(), {
        signal: signal(),
        resolve,
      }),
    ).rejects.toBeInstanceOf(SourceRedirectRefused);
  });

  it.each([
    ['another loopback address', (p: number) => `http://127.0.0.2:${p}/clip.mp4`],
    ['IPv6 loopback', (p: number) => `http://[::1]:${p}/clip.mp4`],
    ['cloud metadata', () => 'http://169.254.169.254/latest/meta-data/'],
    ['a host resolving inside', (p: number) => `http://inside.test:${p}/clip.mp4`],
    ['a port not allowed', () => 'http://video.test:6379/'],
    ['another scheme', () => 'file:///etc/passwd'],
  ])('refuses a redirect to %s', async (_name, target) => {
    const { resolve } = tableResolver({ 'video.test': ['127.0.0.1'], 'inside.test': ['10.9.8.7'] });
    const before = hosts.length;
    await expect(
      openSourceUrl(`http://video.test:${port}/to?target=${encodeURIComponent(target(port))}`, lab(), {
        signal: signal(),
        resolve,
      }),
    ).rejects.toBeInstanceOf(SourceRedirectRefused);
    // Only the redirecting request reached a server.
    expect(hosts.length).toBe(before + 1);
  });

  it('refuses loopback without a configured private range, before connecting', async () => {
    const { resolve } = tableResolver({ 'video.test': ['127.0.0.1'] });
    const before = hosts.length;
    await expect(
      openSourceUrl(
        `http://video.test:${port}/clip.mp4`,
        { ports: [port], privateRanges: [] },
        {
          signal: signal(),
          resolve,
        },
      ),
    ).rejects.toBeInstanceOf(SourceUrlRefused);
    expect(hosts.length).toBe(before);
  });
});
