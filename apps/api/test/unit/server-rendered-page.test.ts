import { describe, expect, it } from 'vitest';
import { withRenderedPage } from '../../src/http/server-rendered-page.ts';

const shell =
  '<!doctype html><html><head><meta charset="UTF-8" /><title>پرده</title><link rel="stylesheet" href="/assets/app.css"></head>' +
  '<body><div id="root"><!--app--><div class="boot">پرده</div><!--/app--></div><script>start()</script></body></html>';

const page = {
  html: '<header>سرصفحه</header><main>خاتون</main>',
  styles: '<style data-emotion="muirtl a1">.muirtl-a1{color:red}</style>',
  stateScript: '<script id="server-state" type="application/json">{"queries":[]}</script>',
};

describe('a server-rendered page in the app shell', () => {
  it('puts the markup in place of the splash, the styles before the stylesheets, the data last', () => {
    expect(withRenderedPage(shell, page)).toBe(
      '<!doctype html><html><head><meta charset="UTF-8" /><style data-emotion="muirtl a1">.muirtl-a1{color:red}</style>' +
        '<title>پرده</title><link rel="stylesheet" href="/assets/app.css"></head><body><div id="root">' +
        '<header>سرصفحه</header><main>خاتون</main></div><script>start()</script>' +
        '<script id="server-state" type="application/json">{"queries":[]}</script></body></html>',
    );
  });

  it('takes replacement patterns in the page as text', () => {
    const tricky = {
      ...page,
      html: "<p>$& $' $`</p>",
      stateScript: '<script id="server-state">"$&"</script>',
    };
    const html = withRenderedPage(shell, tricky);
    expect(html).toContain('<div id="root"><p>$& $\' $`</p></div>');
    expect(html).toContain('<script id="server-state">"$&"</script></body>');
  });

  it('refuses a shell without the place for the page', () => {
    expect(() => withRenderedPage('<html><body><div id="root"></div></body></html>', page)).toThrow(
      /<!--app-->/,
    );
  });
});
