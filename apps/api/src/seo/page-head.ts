import { escapeHtml } from '../http/escape-html.ts';

/** What the server puts in a page's <head> so crawlers and link previews see the real page. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL of the page's one true address. */
  canonicalUrl: string;
  /** Absolute URL of the preview image, when there is one. */
  image?: string | null;
  ogType: 'website' | 'video.movie' | 'video.tv_show' | 'profile';
  /** schema.org description of the page's subject. */
  jsonLd?: Record<string, unknown>;
}

/** JSON inside <script> must not be able to close the tag or open a comment. */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** Meta descriptions past ~160 characters are cut by search engines anyway; cut at a word. */
export function shortenDescription(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut}…`;
}

/**
 * Replaces the built index.html's generic <title> and description with the page's own, and adds
 * the canonical link, Open Graph and Twitter tags and JSON-LD.
 */
export function renderPageHead(indexHtml: string, head: PageHead): string {
  const tags = [
    `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}">`,
    `<meta property="og:type" content="${head.ogType}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:url" content="${escapeHtml(head.canonicalUrl)}">`,
    '<meta property="og:locale" content="fa_IR">',
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}">`,
    ...(head.image
      ? [
          `<meta property="og:image" content="${escapeHtml(head.image)}">`,
          `<meta name="twitter:image" content="${escapeHtml(head.image)}">`,
        ]
      : []),
    ...(head.jsonLd ? [`<script type="application/ld+json">${scriptSafeJson(head.jsonLd)}</script>`] : []),
  ].join('');
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(head.description)}">`,
    )
    .replace('</head>', `${tags}</head>`);
}
