import { isIPv6 } from 'node:net';

/**
 * The part of a client address that rate limits count by. IPv4 as is; IPv6 by its /64, since one
 * subscriber is usually given a whole /64 and could otherwise rotate through 2^64 addresses.
 */
export function rateLimitAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight hextets of an IPv6 address, without leading zeros ('2001:db8::1' → 2001,db8,0,…,1). */
function expandIPv6(ip: string): string[] {
  const [head = '', tail] = ip.split('%', 1)[0]?.split('::') ?? [''];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...(tail === undefined ? [] : zeros), ...right].map((part) =>
    (Number.parseInt(part, 16) || 0).toString(16),
  );
}
