import type { Plugin } from 'vite';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * Starts the app only once the splash in index.html is on screen. The entry script and its
 * modulepreload links leave the head; a small inline script adds them in the first animation
 * frame, with the page's own first-screen scripts that the server lists in `#page-preloads`.
 *
 * Why: when the scripts are requested while the HTML is parsed, Chromium runs them before it
 * paints anything, so a visitor (and Lighthouse) sees a blank screen until the whole app has
 * rendered. Started one frame later, the splash paints first and the downloads still begin at once.
 */
export function startAfterFirstPaint(): Plugin {
  return {
    name: 'pardeh:start-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = ENTRY_SCRIPT.exec(html)?.[1];
        if (!entry) throw new Error('start-after-first-paint: no entry script in index.html');
        const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
        const stripped = html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
        return stripped.replace('</body>', `<script>${loader(entry, preloads)}</script></body>`);
      },
    },
  };
}

function loader(entry: string, preloads: string[]): string {
  return `(function () {
  var started = false;
  function add(tag, attributes) {
    var element = document.createElement(tag);
    element.crossOrigin = '';
    for (var name in attributes) element[name] = attributes[name];
    document.head.appendChild(element);
  }
  function start() {
    if (started) return;
    started = true;
    var page = document.getElementById('page-preloads');
    var files = ${JSON.stringify(preloads)}.concat(page ? JSON.parse(page.textContent) : []);
    files.forEach(function (href) { add('link', { rel: 'modulepreload', href: href }); });
    add('script', { type: 'module', src: ${JSON.stringify(entry)} });
  }
  requestAnimationFrame(function () { setTimeout(start, 0); });
  // Background tabs get no animation frames.
  setTimeout(start, 250);
})();`;
}
