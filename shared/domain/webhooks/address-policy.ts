/**
 * Which network addresses a webhook may be delivered to. Only public unicast addresses:
 * private, loopback, link-local (including the cloud metadata address 169.254.169.254),
 * carrier-grade NAT, unique-local, multicast, reserved and the IPv6 ranges that embed an IPv4
 * address (IPv4-mapped, NAT64, 6to4, Teredo) are refused. Classification by ipaddr.js.
 */
import ipaddr from 'ipaddr.js';

/** True when `ip` may be connected to. Loopback is allowed only when `allowLoopback` is set. */
export function isDeliverableAddress(ip: string, allowLoopback: boolean): boolean {
  if (!ipaddr.isValid(ip)) return false;
  let address = ipaddr.parse(ip);
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) {
    address = (address as ipaddr.IPv6).toIPv4Address();
  }
  const range = address.range();
  if (range === 'unicast') return true;
  return allowLoopback && range === 'loopback';
}

/** Host names that always mean this machine, whatever DNS says. */
export function isLocalHostName(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}
