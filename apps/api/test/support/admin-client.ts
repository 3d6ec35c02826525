import type { AuditEntry } from '@pardeh/contract';
import { promoteUser } from '../../src/accounts/promote-user.ts';
import { registerAccount } from './auth-client.ts';
import { readJson } from './read-json.ts';
import type { TestApp } from './test-app.ts';

/** A new account made an administrator, as `npm run users -- promote` would. */
export async function registerAdmin(server: TestApp, overrides: Parameters<typeof registerAccount>[1] = {}) {
  const account = await registerAccount(server.url, { name: 'اپراتور', ...overrides });
  await promoteUser(server.database.db, account.email);
  return account;
}

/**
 * Calls the operator API: JSON in and out with the bearer token (no CSRF: the token travels in
 * a header a browser never adds by itself). `token` null calls as a visitor.
 */
export function adminRequest(
  server: Pick<TestApp, 'url'>,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${server.url}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The audit log's entries about one record, newest first, as the operator's console reads them. */
export async function auditEntriesOf(
  server: TestApp,
  token: string,
  target: { type: string; id: number },
  { perPage }: { perPage?: number } = {},
): Promise<AuditEntry[]> {
  const query = `target_type=${target.type}&target_id=${target.id}${perPage ? `&per_page=${perPage}` : ''}`;
  const response = await adminRequest(server, token, 'GET', `/api/admin/audit?${query}`);
  return (await readJson<{ data: AuditEntry[] }>(response)).data;
}
