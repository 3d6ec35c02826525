import type { SiteConfig } from '../config/site.ts';

/**
 * Adds the third-party tracker when the server configured one (ANALYTICS_SCRIPT_URL and
 * ANALYTICS_SITE_ID), after the page has loaded so it never delays rendering. The site id goes in
 * `data-website-id`, the attribute Umami-style trackers read. Nothing happens when unset.
 */
export function loadAnalytics(analytics: SiteConfig['analytics'], doc: Document = document): void {
  if (!analytics) return;
  const insert = () => {
    const script = doc.createElement('script');
    script.async = true;
    script.defer = true;
    script.src = analytics.scriptUrl;
    script.dataset.websiteId = analytics.siteId;
    doc.head.append(script);
  };
  if (doc.readyState === 'complete') insert();
  else window.addEventListener('load', insert, { once: true });
}
