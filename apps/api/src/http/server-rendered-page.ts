import type { RenderedPage } from './page-renderer.ts';

// index.html marks the splash inside #root with these comments: the server's page takes its place.
const APP_START = '<!--app-->';
const APP_END = '<!--/app-->';
const CHARSET = /<meta charset="[^"]*"\s*\/?>/i;

/**
 * The page's HTML with its server-rendered first screen: the markup inside `#root` in place of the
 * splash, Emotion's style elements first in the head (after the charset, which must come early) so
 * the plain stylesheets after them win on equal specificity as in the browser, and the data
 * before the end of the body.
 */
export function withRenderedPage(html: string, page: RenderedPage): string {
  const start = html.indexOf(APP_START);
  const end = html.indexOf(APP_END, start);
  if (start < 0 || end < 0) throw new Error('index.html has no <!--app--> … <!--/app--> in #root');
  let out = html.slice(0, start) + page.html + html.slice(end + APP_END.length);
  const charset = CHARSET.exec(out);
  const at = charset ? charset.index + charset[0].length : out.indexOf('<head>') + '<head>'.length;
  out = out.slice(0, at) + page.styles + out.slice(at);
  // A function, so that no `$&` in a title is read as a replacement pattern.
  return out.includes('</body>')
    ? out.replace('</body>', () => `${page.stateScript}</body>`)
    : out + page.stateScript;
}
