/**
 * Query parameters that campaigns and link shorteners add to shared links (`utm_*`, click ids):
 * no page reads them, so a page rendered for one address serves them all.
 */
const TRACKING = /^(utm_[a-z]+|fbclid|gclid|dclid|gbraid|wbraid|msclkid|yclid|mc_cid|mc_eid|igshid)$/i;

/** `search` (`?a=1&utm_source=x`, or '') without the tracking parameters, in their order. */
export function withoutTrackingParameters(search: string): string {
  if (!search) return search;
  const kept = search
    .slice(1)
    .split('&')
    .filter((part) => part !== '' && !TRACKING.test(decodeName(part.split('=')[0] ?? '')));
  return kept.length > 0 ? `?${kept.join('&')}` : '';
}

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}
