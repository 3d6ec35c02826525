import type { ProgressBody } from '@pardeh/contract';
import { buildApiUrl } from '../../../lib/api-client.ts';
import { readTokenCookie } from '../../../lib/token-cookie.ts';

/**
 * `POST /api/user/progress`, fire and forget. Sent with `keepalive` so a report made as the page
 * goes away still arrives (sendBeacon cannot carry the Authorization header). A lost report only
 * costs a few seconds of position, so failures are not shown.
 */
export function reportProgress(body: ProgressBody): Promise<void> {
  const token = readTokenCookie();
  if (!token) return Promise.resolve();
  return fetch(buildApiUrl('/api/user/progress'), {
    method: 'POST',
    keepalive: true,
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: `Bearer ${token}`,
    },
    body: JSON.stringify(body),
  }).then(
    () => undefined,
    () => undefined,
  );
}
