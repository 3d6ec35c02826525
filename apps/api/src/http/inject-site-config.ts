import type { SiteConfig } from '../config.ts';

/**
 * Puts the site configuration into the web app's index.html as a JSON script the app reads at
 * start, so one build serves any deployment. `<` is escaped so no value can close the script tag.
 */
export function injectSiteConfig(indexHtml: string, site: SiteConfig): string {
  const json = JSON.stringify(site).replace(/</g, '\\u003c');
  const tag = `<script id="site-config" type="application/json">${json}</script>`;
  return indexHtml.includes('</head>') ? indexHtml.replace('</head>', `${tag}</head>`) : `${tag}${indexHtml}`;
}
