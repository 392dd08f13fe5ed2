import { isIPv4, isIPv6 } from 'node:net';

/**
 * The subject a per-address limit counts a client under. An IPv4 address is one subject. An
 * IPv6 client is counted by its /64: a single home or server is usually given a whole /64,
 * so counting each address alone would let one machine take 2^64 fresh counters by changing
 * its address's last half. An IPv4 address written in IPv6's mapped form (`::ffff:1.2.3.4`,
 * what a dual-stack socket reports) is the IPv4 address it maps.
 */
export function rateLimitSubject(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (!isIPv6(ip)) return ip;
  return `${expandIpv6(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, each as a plain lower-case hex number (no leading zeros). */
function expandIpv6(ip: string): string[] {
  const withoutZone = (ip.split('%')[0] ?? ip).toLowerCase();
  const [head = '', tail] = withoutZone.split('::') as [string, string | undefined];
  const groups = (part: string) => (part === '' ? [] : part.split(':')).flatMap(ipv4AsGroups);
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16).toString(16));
}

/** An embedded IPv4 tail (`::1.2.3.4`, `64:ff9b::1.2.3.4`) is the last two groups. */
function ipv4AsGroups(group: string): string[] {
  if (!group.includes('.')) return [group];
  const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}
