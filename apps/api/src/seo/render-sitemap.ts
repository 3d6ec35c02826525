const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const lastModified = (updatedAt: string | null) =>
  updatedAt ? `<lastmod>${new Date(updatedAt).toISOString().slice(0, 10)}</lastmod>` : '';

export function renderSitemapIndex(sitemapUrls: string[]): string {
  const entries = sitemapUrls.map((url) => `<sitemap><loc>${escapeXml(url)}</loc></sitemap>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries}</sitemapindex>`;
}

export function renderUrlSet(entries: Array<{ url: string; updatedAt: string | null }>): string {
  const urls = entries
    .map((entry) => `<url><loc>${escapeXml(entry.url)}</loc>${lastModified(entry.updatedAt)}</url>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`;
}

/** Paths of the site's public pages that are not catalogue entries. */
export const staticPagePaths = [
  '/',
  '/tv',
  '/movies',
  '/categories',
  '/collections',
  '/comingsoon',
  '/premium/plans',
  '/contact',
];

export function renderRobotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /user/',
    'Disallow: /auth/',
    'Disallow: /watch/',
    'Disallow: /screenshots/',
    'Disallow: /gopremium',
    'Disallow: /gift',
    // Filtered listings are endless combinations of the same titles.
    'Disallow: /*?',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
