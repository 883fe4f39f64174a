/**
 * The rules for a webhook's URL, checked when it is set. `live`: https only, to a public host.
 * `sandbox`: https, or http://localhost / 127.0.0.1 / [::1] where the deployment allows it (the
 * local stack does). Credentials in the URL and fragments are refused. Host names are checked
 * again at delivery time, after DNS resolution (`shared/adapters/webhook-http.ts`). Ports: 443 and
 * 80 only, unless the operator allows others (`WEBHOOK_EXTRA_PORTS`, shared/model/webhooks/port-policy.ts).
 */
import { isIP } from 'node:net';
import { invalidRequest } from '#shared/model/errors.ts';
import type { Environment } from '#shared/model/tenancy.ts';
import { isDeliverableAddress, isLocalHostName } from '#shared/model/webhooks/address-policy.ts';
import { isAllowedPort, portOf } from '#shared/model/webhooks/port-policy.ts';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function refuse(message: string): never {
  throw invalidRequest({ 'body.url': [message] });
}

function withAllowedPort(url: URL, extraPorts: string): string {
  if (!isAllowedPort(portOf(url), extraPorts)) refuse('Must use port 443 or 80, or another port this deployment allows.');
  return url.toString();
}

/** Returns the URL in canonical form, or throws 400 with the reason in `details.fields`. */
export function checkWebhookUrl(raw: string, environment: Environment, allowLocalhost: boolean, extraPorts = ''): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return refuse('Must be an absolute URL, such as https://example.com/webhooks.');
  }
  if (url.username || url.password) refuse('Must not contain credentials.');
  if (url.hash) refuse('Must not contain a fragment.');
  const host = url.hostname.toLowerCase();
  const localAllowed = environment === 'sandbox' && allowLocalhost && LOOPBACK_HOSTS.has(host);
  if (url.protocol === 'http:') {
    if (!localAllowed) {
      refuse(
        environment === 'live'
          ? 'Must use https in live.'
          : 'Must use https (http is accepted only for localhost, where this deployment allows it).',
      );
    }
    return withAllowedPort(url, extraPorts);
  }
  if (url.protocol !== 'https:') refuse('Must use https.');
  if (localAllowed) return withAllowedPort(url, extraPorts);
  if (isLocalHostName(host)) refuse('Must not point at this machine.');
  const literal = host.startsWith('[') ? host.slice(1, -1) : host;
  if (isIP(literal) && !isDeliverableAddress(literal, false)) refuse('Must not point at a private or reserved address.');
  return withAllowedPort(url, extraPorts);
}
