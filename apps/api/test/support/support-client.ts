/** Posts to the contact-page endpoint the way the web app does: JSON, no CSRF handshake. */
export function postSupportMessage(
  baseUrl: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${baseUrl}/api/support/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

let clientCount = 0;

/** A client address of its own (the server trusts X-Forwarded-For), so rate limits never overlap. */
export function newClientAddress(): Record<string, string> {
  clientCount += 1;
  return { 'x-forwarded-for': `198.51.100.${clientCount % 250}` };
}

export const supportMessage = (overrides: Record<string, unknown> = {}) => ({
  kind: 'support',
  name: 'مریم رضایی',
  email: 'maryam@example.com',
  subject: 'پخش نمی‌شود',
  body: 'فیلم در مرورگر من پخش نمی‌شود؛ لطفاً راهنمایی کنید.',
  ...overrides,
});

export const contentRequest = (overrides: Record<string, unknown> = {}) => ({
  kind: 'content-request',
  name: 'علی',
  email: 'ali@example.com',
  title: 'درباره الی',
  type: 'movie',
  year: 2009,
  imdbUrl: 'https://www.imdb.com/title/tt1360860/',
  ...overrides,
});
