/**
 * Runtime configuration of the site, set by the server's environment (SITE_*, ANALYTICS_*) and
 * handed over inside index.html as `<script id="site-config" type="application/json">`. Under
 * `vite dev` that script is absent and the defaults apply.
 */
export interface SiteConfig {
  ownerName: string;
  messagingUrl: string | null;
  photoUrl: string | null;
  analytics: { scriptUrl: string; siteId: string } | null;
}

export const defaultSiteConfig: SiteConfig = {
  ownerName: 'پرده',
  messagingUrl: null,
  photoUrl: null,
  analytics: null,
};

const isHttpUrl = (value: unknown): value is string =>
  typeof value === 'string' && /^https?:\/\//.test(value);

/** Reads the configuration the server injected; anything missing or malformed falls back to a default. */
export function readSiteConfig(doc: Document = document): SiteConfig {
  const text = doc.getElementById('site-config')?.textContent;
  if (!text) return defaultSiteConfig;
  let raw: Partial<Record<keyof SiteConfig, unknown>>;
  try {
    raw = JSON.parse(text) as typeof raw;
  } catch {
    return defaultSiteConfig;
  }
  const analytics = raw.analytics as { scriptUrl?: unknown; siteId?: unknown } | null | undefined;
  return {
    ownerName:
      typeof raw.ownerName === 'string' && raw.ownerName ? raw.ownerName : defaultSiteConfig.ownerName,
    messagingUrl: isHttpUrl(raw.messagingUrl) ? raw.messagingUrl : null,
    photoUrl: isHttpUrl(raw.photoUrl) ? raw.photoUrl : null,
    analytics:
      analytics && isHttpUrl(analytics.scriptUrl) && typeof analytics.siteId === 'string' && analytics.siteId
        ? { scriptUrl: analytics.scriptUrl, siteId: analytics.siteId }
        : null,
  };
}

/** Read once at start: the server writes it into the page, it cannot change while the page lives. */
export const siteConfig: SiteConfig = typeof document === 'undefined' ? defaultSiteConfig : readSiteConfig();
