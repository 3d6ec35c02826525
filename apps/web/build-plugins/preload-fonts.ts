import type { Plugin } from 'vite';

/**
 * Preloads the web font's files (`pattern` matches their names) from the page's head. A page the
 * server rendered paints its text before the stylesheet's `@font-face` rules would have the
 * browser fetch them: requested with the stylesheet instead, they are usually in by then, and the
 * text is not drawn in the fallback font first and shifted when Vazirmatn arrives.
 */
export function preloadFonts(pattern: RegExp): Plugin {
  return {
    name: 'pardeh:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const fonts = Object.keys(bundle ?? {}).filter((file) => pattern.test(file));
        if (fonts.length === 0) throw new Error(`preload-fonts: no font file matches ${pattern}`);
        const links = fonts
          .map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">`)
          .join('');
        return html.replace('</head>', `${links}</head>`);
      },
    },
  };
}
