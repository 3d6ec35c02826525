import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { messages } from '../messages.ts';
import { RETRY_AFTER_SECONDS } from './errors.ts';
import { escapeHtml } from './escape-html.ts';

const text = messages.unavailablePage;

/** A plain page (no script, nothing loaded) that reads right even when every other part of the site fails. */
const unavailablePageHtml = `<!doctype html>
<html lang="fa" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(text.title)}</title>
<style>
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #141414; color: #eee; font-family: Vazirmatn, Tahoma, sans-serif; }
main { max-width: 32rem; padding: 2rem; text-align: center; line-height: 1.8; }
a { color: #e50914; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(text.heading)}</h1>
<p>${escapeHtml(text.body)}</p>
<p><a href="">${escapeHtml(text.retry)}</a></p>
</main>
</body>
</html>
`;

/**
 * Error handler of the site's pages (the web app's HTML, which reads the database for a title's
 * head and first answers): while the database is down a browser gets a Persian page with 503, not
 * the API's JSON. Any other error goes on to the API's own handler.
 */
export function answerPageErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (!isDatabaseUnavailable(error)) throw error;
  request.log.warn({ err: error }, 'database unavailable');
  return reply
    .status(503)
    .header('Cache-Control', 'no-store')
    .header('Retry-After', RETRY_AFTER_SECONDS[503])
    .type('text/html; charset=utf-8')
    .send(unavailablePageHtml);
}
