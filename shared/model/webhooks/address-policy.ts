/**
 * Which network addresses a webhook may be delivered to: public unicast only. Refused: private,
 * loopback, link-local (including the cloud metadata address 169.254.169.254), carrier-grade
 * NAT, unique-local, deprecated site-local, multicast, broadcast, documentation, benchmarking,
 * discard, the IETF protocol block 2001::/23, and the IPv6 ranges that embed or translate an
 * IPv4 address (IPv4-compatible ::/96, IPv4-translated ::ffff:0:0:0/96, NAT64 64:ff9b::/96 and
 * 64:ff9b:1::/48, 6to4, Teredo). An IPv4-mapped address (::ffff:0:0/96) is judged by the IPv4
 * address it maps to. The named ranges are IANA's special-purpose address registries (the table
 * below), matched by Node's own `net.BlockList`; anything outside IPv6's global unicast block
 * 2000::/3 is refused whatever its name.
 */
import { BlockList, isIP } from 'node:net';

type Family = 'ipv4' | 'ipv6';

/** Special-purpose ranges by name: [name, [network, prefix length]…]. */
const SPECIAL_RANGES: Readonly<Record<Family, readonly [string, ...(readonly [string, number])[]][]>> = {
  ipv4: [
    ['unspecified', ['0.0.0.0', 8]],
    ['broadcast', ['255.255.255.255', 32]],
    ['multicast', ['224.0.0.0', 4]],
    ['linkLocal', ['169.254.0.0', 16]],
    ['loopback', ['127.0.0.0', 8]],
    ['carrierGradeNat', ['100.64.0.0', 10]],
    ['private', ['10.0.0.0', 8], ['172.16.0.0', 12], ['192.168.0.0', 16]],
    [
      'reserved',
      ['192.0.0.0', 24],
      ['192.0.2.0', 24],
      ['192.88.99.0', 24],
      ['198.18.0.0', 15],
      ['198.51.100.0', 24],
      ['203.0.113.0', 24],
      ['240.0.0.0', 4],
    ],
    ['as112', ['192.175.48.0', 24], ['192.31.196.0', 24]],
    ['amt', ['192.52.193.0', 24]],
  ],
  ipv6: [
    ['unspecified', ['::', 128]],
    ['linkLocal', ['fe80::', 10]],
    ['multicast', ['ff00::', 8]],
    ['loopback', ['::1', 128]],
    ['uniqueLocal', ['fc00::', 7]],
    ['deprecatedSiteLocal', ['fec0::', 10]],
    ['discard', ['100::', 64]],
    ['rfc6145', ['::ffff:0:0:0', 96]],
    ['rfc6052', ['64:ff9b::', 96], ['64:ff9b:1::', 48]],
    ['6to4', ['2002::', 16]],
    ['teredo', ['2001::', 32]],
    ['benchmarking', ['2001:2::', 48]],
    ['amt', ['2001:3::', 32]],
    ['as112v6', ['2001:4:112::', 48], ['2620:4f:8000::', 48]],
    ['deprecatedOrchid', ['2001:10::', 28]],
    ['orchid2', ['2001:20::', 28]],
    ['droneRemoteIdProtocolEntityTags', ['2001:30::', 28]],
    ['segmentRouting', ['5f00::', 16]],
    ['reserved', ['2001::', 23], ['2001:db8::', 32], ['3fff::', 20]],
  ],
};

function blockList(family: Family, subnets: readonly (readonly [string, number])[]): BlockList {
  const list = new BlockList();
  for (const [network, prefix] of subnets) list.addSubnet(network, prefix, family);
  return list;
}

let lists: { named: Record<Family, [string, BlockList][]>; mapped: BlockList; globalUnicast: BlockList } | undefined;

/** Built on the first check: a function that never judges an address does not build them. */
function ranges(): NonNullable<typeof lists> {
  lists ??= {
    named: {
      ipv4: SPECIAL_RANGES.ipv4.map(([name, ...subnets]) => [name, blockList('ipv4', subnets)]),
      ipv6: SPECIAL_RANGES.ipv6.map(([name, ...subnets]) => [name, blockList('ipv6', subnets)]),
    },
    mapped: blockList('ipv6', [['::ffff:0:0', 96]]),
    // IANA allocates public IPv6 unicast from 2000::/3 only.
    globalUnicast: blockList('ipv6', [['2000::', 3]]),
  };
  return lists;
}

/**
 * An IP literal as a socket reads it, or null. IPv6 text is first rewritten in WHATWG's hex-only
 * form, so `::a.b.c.d` is read as sockets and URLs read it: IPv4-compatible (::/96), not mapped.
 */
function parse(ip: string): { address: string; family: Family } | null {
  const family = isIP(ip);
  if (family === 4) return { address: ip, family: 'ipv4' };
  if (family !== 6) return null;
  try {
    return { address: new URL(`http://[${ip}]/`).hostname.slice(1, -1), family: 'ipv6' };
  } catch {
    // A zone id (fe80::1%eth0) is not a URL host: such an address is link-local anyway.
    return null;
  }
}

/** The range `ip` falls in (`unicast` for a public address), or null when it is not an IP address. */
export function addressRange(ip: string): string | null {
  const parsed = parse(ip);
  if (!parsed) return null;
  const { named, mapped, globalUnicast } = ranges();
  const { address, family } = parsed;
  // A BlockList of IPv4 subnets matches the IPv4-mapped form of its addresses too.
  const judgedAs: Family = family === 'ipv6' && mapped.check(address, 'ipv6') ? 'ipv4' : family;
  for (const [name, list] of named[judgedAs]) if (list.check(address, family)) return name;
  return judgedAs === 'ipv4' || globalUnicast.check(address, 'ipv6') ? 'unicast' : 'notGlobalUnicast';
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
