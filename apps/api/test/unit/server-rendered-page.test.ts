import { describe, expect, it } from 'vitest';
import { withRenderedPage } from '../../src/http/server-rendered-page.ts';
import { withoutTrackingParameters } from '../../src/http/tracking-parameters.ts';

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

describe('tracking parameters of shared links', () => {
  it('are left out of the rendered page’s address, the rest kept in order', () => {
    expect(withoutTrackingParameters('')).toBe('');
    expect(withoutTrackingParameters('?utm_source=telegram&utm_medium=post')).toBe('');
    expect(withoutTrackingParameters('?q=%D8%AE&utm_campaign=x&page=2&fbclid=abc')).toBe('?q=%D8%AE&page=2');
    expect(withoutTrackingParameters('?UTM_Source=x&gclid=1&order_by=rating')).toBe('?order_by=rating');
    expect(withoutTrackingParameters('?utm=1&utm_&source=2')).toBe('?utm=1&utm_&source=2');
  });
});
