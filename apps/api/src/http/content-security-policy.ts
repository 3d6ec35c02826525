import { createHash } from 'node:crypto';
import type { AppConfig } from '../config.ts';

/** Directives as helmet takes them: name to list of sources. */
export type CspDirectives = Record<string, string[]>;

const EXECUTABLE_SCRIPT_TYPES = new Set(['', 'text/javascript', 'module', 'application/javascript']);
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * `'sha256-…'` sources for the inline scripts a page runs: the web build's start-up script
 * (apps/web/build-plugins/start-after-first-paint.ts). Scripts with a `src` load from 'self', and
 * JSON scripts (site configuration, preloads, first answers, JSON-LD) never run, so neither needs one.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!EXECUTABLE_SCRIPT_TYPES.has(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The API origin the web app calls from a page at `publicUrl`, by the rule of
 * apps/web/src/lib/api-host.ts: its own origin on a local machine, else `https://api.` plus the
 * hostname without a leading `www.` or `app.`.
 */
function apiOriginOf(publicUrl: URL): string | null {
  const { hostname } = publicUrl;
  if (LOCAL_HOSTNAMES.has(hostname) || hostname.endsWith('.localhost')) return null;
  return `https://api.${hostname.replace(/^(www|app)\./, '')}`;
}

const unique = (sources: (string | null | undefined)[]): string[] => [
  ...new Set(sources.filter((source): source is string => !!source)),
];

/**
 * The web app's policy: exactly what it loads. Its scripts, styles, fonts, pictures and videos
 * come from this server ('self'); the only inline script is allowed by hash; the analytics
 * tracker (ANALYTICS_SCRIPT_URL) is the one foreign script, added after the first paint. Styles
 * allow 'unsafe-inline' because MUI (Emotion) writes `<style>` elements and React `style`
 * attributes at run time. hls.js plays HLS through a `blob:` media source and a `blob:` worker;
 * a video file may also come straight from another https origin (an operator's external trailer,
 * `PUT /api/admin/titles/{id}/trailer`), which media-src allows and nothing else does.
 * Forms post to this server only: the sandbox gateway's page, whose answer redirects to the
 * payment callback under PUBLIC_URL.
 */
export function webAppDirectives(
  config: Pick<AppConfig, 'publicUrl' | 'site'>,
  scriptHashes: readonly string[],
): CspDirectives {
  const publicUrl = new URL(config.publicUrl);
  const analytics = config.site.analytics ? new URL(config.site.analytics.scriptUrl) : null;
  return {
    'default-src': ["'none'"],
    'script-src': unique(["'self'", ...scriptHashes, analytics?.href]),
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'"],
    'font-src': ["'self'"],
    'connect-src': unique(["'self'", apiOriginOf(publicUrl), analytics?.origin]),
    'media-src': ["'self'", 'blob:', 'https:'],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': unique(["'self'", publicUrl.origin]),
    'frame-ancestors': ["'none'"],
  };
}

/**
 * Swagger UI (/api/docs) builds its page with inline styles and `data:` icons, and its "try it
 * out" calls the API at the document's server address (PUBLIC_URL).
 */
export function apiDocsDirectives(config: Pick<AppConfig, 'publicUrl'>): CspDirectives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'connect-src': unique(["'self'", new URL(config.publicUrl).origin]),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}
