import { isIPv6 } from 'node:net';

/**
 * The unit a client controls: its IPv4 address, or the /64 network of an IPv6 address (one
 * subscriber usually holds a whole /64, so counting single addresses would be easy to dodge).
 * `ipv6PrefixGroups: 3` counts whole /48s instead, the size a site or a hosting customer gets:
 * what the login throttle counts while an account is under attack.
 */
export function clientNetwork(
  ip: string,
  { ipv6PrefixGroups = 4 }: { ipv6PrefixGroups?: 3 | 4 } = {},
): string {
  const mappedIpv4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mappedIpv4?.[1]) return mappedIpv4[1];
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = ip.includes('::') && tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = ip.includes('::') ? [...headGroups, ...Array(missing).fill('0'), ...tailGroups] : headGroups;
  return `${groups
    .slice(0, ipv6PrefixGroups)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/${ipv6PrefixGroups * 16}`;
}
