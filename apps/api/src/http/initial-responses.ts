import { homeFirstScreenApiPaths } from '@pardeh/contract';
import type { FastifyInstance } from 'fastify';
import type { FirstScreenPage } from './page-kind.ts';

/**
 * The public API answers a page asks for first. Only answers that are the same for every
 * visitor (the cached catalogue) belong here.
 */
function initialApiPaths(page: FirstScreenPage): string[] {
  switch (page.kind) {
    case 'home':
      return [...homeFirstScreenApiPaths];
    case 'title':
      return [`/api/titles/${page.id}`];
    case 'watch':
      // The watch answer depends on the viewer (premium), so the page asks for it itself.
      return [];
  }
}

/**
 * Embeds the page's first API answers in its HTML (`<script id="initial-responses">`, a JSON
 * object from API path to body) so the app renders its first screen as soon as its code has run,
 * instead of asking for them once it has: on a slow mobile network that round trip is the
 * largest part of the wait. The answers come from the API itself (`inject`, through its cache),
 * so they are exactly what the app would have fetched; failed ones are left out and fetched.
 */
export async function embedInitialResponses(
  app: FastifyInstance,
  html: string,
  page: FirstScreenPage,
): Promise<string> {
  const bodies: string[] = [];
  for (const path of initialApiPaths(page)) {
    const response = await app.inject({ method: 'GET', url: path, headers: { accept: 'application/json' } });
    if (response.statusCode === 200) bodies.push(`${JSON.stringify(path)}:${response.body}`);
  }
  if (bodies.length === 0) return html;
  // `<` is escaped so no title or plot can close the script element.
  const json = `{${bodies.join(',')}}`.replace(/</g, '\\u003c');
  const tag = `<script id="initial-responses" type="application/json">${json}</script>`;
  return html.includes('</body>') ? html.replace('</body>', `${tag}</body>`) : `${html}${tag}`;
}
