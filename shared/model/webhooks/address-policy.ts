/**
 * Which network addresses a webhook may be delivered to: public unicast only. Refused: private,
 * loopback, link-local (including the cloud metadata address 169.254.169.254), carrier-grade
 * NAT, unique-local, deprecated site-local, multicast, broadcast, documentation, benchmarking,
 * discard, the IETF protocol block 2001::/23, and the IPv6 ranges that embed or translate an
 * IPv4 address (IPv4-compatible ::/96, IPv4-translated ::ffff:0:0:0/96, NAT64 64:ff9b::/96 and
 * 64:ff9b:1::/48, 6to4, Teredo). An IPv4-mapped address (::ffff:0:0/96) is judged by the IPv4
 * address it maps to. Named ranges come from ipaddr.js; what it leaves unnamed outside IPv6's
 * global unicast block 2000::/3 is refused here.
 */
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** IANA allocates public IPv6 unicast from 2000::/3 only; ipaddr.js calls any address it has no name for `unicast`. */
const GLOBAL_UNICAST_V6: [ipaddr.IPv6, number] = [ipaddr.IPv6.parse('2000::'), 3];

/**
 * Parses an IP literal as a socket reads it, or null. IPv6 text is first rewritten in WHATWG's
 * hex-only form: ipaddr.js reads `::a.b.c.d` as IPv4-mapped (::ffff:a.b.c.d), while sockets and
 * URLs read it as IPv4-compatible (::/96), so the dotted form would be judged as another address.
 */
function parse(ip: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const family = isIP(ip);
  if (family === 4) return ipaddr.IPv4.parse(ip);
  if (family !== 6) return null;
  try {
    return ipaddr.IPv6.parse(new URL(`http://[${ip}]/`).hostname.slice(1, -1));
  } catch {
    // A zone id (fe80::1%eth0) is not a URL host: such an address is link-local anyway.
    return null;
  }
}

/** The range `ip` falls in (`unicast` for a public address), or null when it is not an IP address. */
export function addressRange(ip: string): string | null {
  const address = parse(ip);
  if (!address) return null;
  if (address.kind() === 'ipv4') return address.range();
  const v6 = address as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().range();
  const range = v6.range();
  if (range !== 'unicast') return range;
  return v6.match(GLOBAL_UNICAST_V6) ? 'unicast' : 'notGlobalUnicast';
}

/** True when `ip` may be connected to. Loopback is allowed only when `allowLoopback` is set. */
export function isDeliverableAddress(ip: string, allowLoopback: boolean): boolean {
  const range = addressRange(ip);
  if (range === 'unicast') return true;
  return allowLoopback && range === 'loopback';
}

/** Host names that always mean this machine, whatever DNS says. */
export function isLocalHostName(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}
