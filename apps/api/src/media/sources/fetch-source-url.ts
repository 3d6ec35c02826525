import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { SourceUrlPolicy } from '../../config.ts';
import {
  type CheckedSourceUrl,
  checkSourceUrl,
  type SourceResolver,
  systemResolver,
} from './check-source-url.ts';

/** Redirects followed from the URL an operator gave, each one checked like the first. */
export const MAX_SOURCE_REDIRECTS = 5;

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** The source led somewhere the server will not go: a refused address or port, or too many redirects. */
export class SourceRedirectRefused extends Error {
  constructor(options?: ErrorOptions) {
    super('the source URL redirected somewhere refused', options);
    this.name = 'SourceRedirectRefused';
  }
}

/**
 * Opens a source registered by URL (#30) for reading: follows redirects itself (at most
 * MAX_SOURCE_REDIRECTS), checks every URL it is sent to with `checkSourceUrl`, and connects to the
 * very address that was checked (the connection's DNS lookup answers with it), so a host that
 * changes its DNS answer between check and connect reaches nothing new. Rejects with
 * SourceUrlRefused for the first URL, SourceRedirectRefused for a later one, and the network's
 * own error otherwise; the caller turns those into the job's Persian reason.
 */
export async function openSourceUrl(
  raw: string,
  policy: SourceUrlPolicy,
  options: { signal: AbortSignal; resolve?: SourceResolver },
): Promise<IncomingMessage> {
  const resolve = options.resolve ?? systemResolver;
  let target = await checkSourceUrl(raw, policy, resolve);
  for (let redirects = 0; ; redirects += 1) {
    const response = await requestChecked(target, options.signal);
    const location = response.headers.location;
    if (!REDIRECT_STATUSES.has(response.statusCode ?? 0) || !location) return response;
    response.destroy();
    if (redirects >= MAX_SOURCE_REDIRECTS) throw new SourceRedirectRefused();
    let next: URL;
    try {
      next = new URL(location, target.url);
    } catch (error) {
      throw new SourceRedirectRefused({ cause: error });
    }
    target = await checkSourceUrl(next, policy, resolve).catch((error: unknown) => {
      throw new SourceRedirectRefused({ cause: error });
    });
  }
}

/** One GET to the checked address (TLS still verifies the certificate against the URL's host name). */
function requestChecked(target: CheckedSourceUrl, signal: AbortSignal): Promise<IncomingMessage> {
  const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      target.url,
      {
        signal,
        lookup: pinned,
        // A connection of its own: a pooled one might have been opened to another address.
        agent: false,
        headers: { accept: '*/*', 'user-agent': 'Pardeh media fetcher' },
      },
      resolve,
    );
    request.on('error', reject);
  });
}
