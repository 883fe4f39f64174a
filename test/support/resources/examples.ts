/**
 * A valid request body (and headers) per route, for the tests that need a request to get past
 * validation: isolation (a 404 must come from the lookup, not from a 400), faults, load,
 * concurrency. Routes without an example get a body generated from their schema that zod
 * accepts, which is enough unless the handler checks more (URLs, address checksums): then
 * register an example here (other branches: `registerExample('createWallet', ...)`).
 */
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import type { HttpRoute } from '#shared/http/route.ts';
import { arbitraryOf } from '../fuzz/json-schema-arb.ts';
import { LIVE_WEBHOOK_URL } from './sink.ts';
import type { Tenant } from './tenant.ts';

export interface ExampleRequest {
  body?: unknown;
  headers?: Record<string, string>;
  /** Strings unique to this request that must never show up in another tenant's responses. */
  canaries?: string[];
}

export type Example = (tenant: Tenant, sink: string) => ExampleRequest;

const examples = new Map<string, Example>();

export function registerExample(routeId: string, example: Example): void {
  examples.set(routeId, example);
}

export const hasExample = (routeId: string): boolean => examples.has(routeId);

/** A fresh EVM address (all lower case needs no checksum). */
const evmAddress = () => '0x' + randomBytes(20).toString('hex');

registerExample('createApiKey', (t) => ({ body: { name: `key ${t.canary}`, scopes: ['workspace:read'] } }));
registerExample('putNetworks', () => ({ body: { enabled_networks: ['ethereum', 'solana'] } }));
registerExample('putTransferPolicy', () => {
  const address = evmAddress();
  return { body: { allowed_destination_addresses: [address], blocked_destination_addresses: [] }, canaries: [address] };
});
const webhookBody = (t: Tenant, sink: string) => ({
  name: `hook ${t.canary}`,
  url: t.environment === 'sandbox' ? sink : LIVE_WEBHOOK_URL,
  event_types: t.environment === 'sandbox' ? ['*'] : ['transfer.requested'],
});
registerExample('createWebhook', (t, sink) => ({ body: webhookBody(t, sink) }));
registerExample('updateWebhook', (t) => ({ body: { name: `renamed ${t.canary}` } }));

/** The route's example, or a schema-generated body that zod accepts (undefined when the route takes none). */
export function exampleFor(route: HttpRoute, tenant: Tenant, sink: string): ExampleRequest {
  const example = examples.get(route.id);
  if (example) return example(tenant, sink);
  const schema = route.schemas.body;
  if (!schema) return {};
  for (const candidate of fc.sample(arbitraryOf(schema), 200)) {
    if (schema.safeParse(candidate).success) return { body: candidate };
  }
  throw new Error(`No valid body for ${route.id}: register an example in test/support/resources/examples.ts`);
}
