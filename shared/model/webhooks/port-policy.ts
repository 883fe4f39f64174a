/**
 * Which destination ports a webhook may use: 443 and 80 (the ports a web server answers on), and
 * those the operator adds with `WEBHOOK_EXTRA_PORTS` (comma-separated ports or `low-high`
 * ranges). Standard ports only, so a webhook cannot be aimed at a third party's other services
 * (mail, databases, admin consoles) or used to tell which of its ports are open.
 */

export const STANDARD_PORTS: readonly number[] = [443, 80];

/** The port a URL connects to: its explicit port, or its scheme's default. */
export function portOf(url: URL): number {
  if (url.port) return Number(url.port);
  return url.protocol === 'http:' ? 80 : 443;
}

/** True when `port` is standard or within one of `extraPorts` (the setting's text). */
export function isAllowedPort(port: number, extraPorts: string): boolean {
  if (STANDARD_PORTS.includes(port)) return true;
  return extraPorts
    .split(',')
    .filter((part) => part !== '')
    .some((part) => {
      const [low, high = low] = part.split('-').map(Number);
      return low !== undefined && high !== undefined && port >= low && port <= high;
    });
}
