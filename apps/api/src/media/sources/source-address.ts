import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** IPv6's global unicast block (RFC 4291): the only IPv6 addresses a public server has. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * Whether the server may connect to `address` to fetch a source registered by URL (#30): a public
 * address, classified by ipaddr.js. Refused: loopback, private (RFC 1918), carrier-grade NAT
 * (100.64/10), link-local (169.254/16, where cloud metadata answers; fe80::/10), unique-local
 * (fc00::/7), multicast, broadcast, unspecified, reserved and documentation ranges, and IPv6
 * forms that carry an IPv4 address (NAT64, 6to4, Teredo). An IPv4-mapped IPv6 address
 * (`::ffff:127.0.0.1`) is judged as the IPv4 address it maps. `privateRanges` (CIDR, from
 * MEDIA_URL_ALLOWED_PRIVATE_RANGES: tests and labs only) lets through what they contain.
 */
export function isAllowedSourceAddress(address: string, privateRanges: readonly string[] = []): boolean {
  // Only the usual notations (a resolver's answer, a URL's normalised host), not ipaddr's lenient ones.
  if (isIP(address) === 0 || !ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  if (
    privateRanges.length > 0 &&
    ipaddr.subnetMatch(parsed, { allowed: privateRanges.map((range) => ipaddr.parseCIDR(range)) }, 'no') ===
      'allowed'
  ) {
    return true;
  }
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  return (
    parsed.range() === 'unicast' &&
    ipaddr.subnetMatch(parsed, { global: [GLOBAL_UNICAST_V6] }, 'other') === 'global'
  );
}
