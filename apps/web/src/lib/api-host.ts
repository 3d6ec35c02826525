const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

export function isLocalHostname(hostname: string): boolean {
  return LOCAL_HOSTNAMES.has(hostname) || hostname.endsWith('.localhost');
}

/**
 * Where the API lives, derived from the page's address: `https://api.` plus the hostname without a
 * leading `www.` or `app.` (pardeh.ir, www.pardeh.ir and app.pardeh.ir all call api.pardeh.ir).
 * On a local machine the build's VITE_API_BASE_URL wins, else the page's own origin, because
 * `npm start` serves the API and the web app on one port.
 */
export function deriveApiBaseUrl(
  location: Pick<Location, 'hostname' | 'origin'>,
  localOverride: string | undefined,
): string {
  if (isLocalHostname(location.hostname)) {
    return (localOverride || location.origin).replace(/\/+$/, '');
  }
  return `https://api.${location.hostname.replace(/^(www|app)\./, '')}`;
}

export const apiBaseUrl = (): string =>
  deriveApiBaseUrl(window.location, import.meta.env.VITE_API_BASE_URL as string | undefined);
