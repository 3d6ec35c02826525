import dns from 'node:dns/promises';
import { isIP } from 'node:net';
import type { SourceUrlPolicy } from '../../config.ts';
import { HttpError } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { isAllowedSourceAddress } from './source-address.ts';

/** A host name's addresses, as `dns.lookup` gives them (the system resolver, /etc/hosts included). */
export type SourceResolver = (hostname: string) => Promise<Array<{ address: string; family: number }>>;

/** The resolver in production; unit tests hand `checkSourceUrl` their own. */
export const systemResolver: SourceResolver = (hostname) => dns.lookup(hostname, { all: true });

/** A URL that passed the checks, with the address it was checked at: the one to connect to. */
export interface CheckedSourceUrl {
  url: URL;
  address: string;
  family: 4 | 6;
}

/**
 * A URL the server will not fetch from: not http(s), a port not allowed, or a host that does not
 * resolve or resolves to an address that is not public. The message is the operator's, in
 * Persian; it never says more than that (no network was touched beyond DNS).
 */
export class SourceUrlRefused extends HttpError {
  constructor(message: string) {
    super(422, message, { 'source.url': [message] });
    this.name = 'SourceUrlRefused';
  }
}

const defaultPort = (url: URL) => (url.protocol === 'https:' ? 443 : 80);

/**
 * Checks a source URL before the server connects to it (#30), at registration and again at each
 * redirect: `http:`/`https:` only, a port of `policy.ports`, and a host whose every address is
 * public (source-address.ts) after DNS. Returns the address checked, which the caller connects to
 * (fetch-source-url.ts), so a DNS answer that changes between check and connect (rebinding)
 * changes nothing.
 */
export async function checkSourceUrl(
  raw: string | URL,
  policy: SourceUrlPolicy,
  resolve: SourceResolver = systemResolver,
): Promise<CheckedSourceUrl> {
  const refused = new SourceUrlRefused(messages.media.urlNotPublic);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refused;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refused;
  const port = url.port ? Number(url.port) : defaultPort(url);
  if (!policy.ports.includes(port))
    throw new SourceUrlRefused(messages.media.urlPortNotAllowed(policy.ports));
  // The URL parser has normalised the host: IPv4 in dotted decimal, IPv6 in brackets.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const literal = isIP(host);
  const addresses =
    literal !== 0
      ? [{ address: host, family: literal }]
      : await resolve(host).catch(() => [] as Array<{ address: string; family: number }>);
  const first = addresses[0];
  if (!first || !addresses.every(({ address }) => isAllowedSourceAddress(address, policy.privateRanges))) {
    throw refused;
  }
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}
