/**
 * A valid request body (and headers) per route, for the tests that need a request to get past
 * validation: isolation (a 404 must come from the lookup, not from a 400), faults, load,
 * concurrency. Routes without an example get a body generated from their schema that zod
 * accepts, which is enough unless the handler checks more (URLs, address checksums, a funded
 * wallet, a quote id): then register an example here.
 */
import fc from 'fast-check';
import type { HttpRoute } from '#shared/http/route.ts';
import type { Environment } from '#shared/model/tenancy.ts';
import { arbitraryOf } from '../fuzz/json-schema-arb.ts';
import { OFF_RAMPS, onRamp } from '../ramp.ts';
import { LIVE_WEBHOOK_URL } from '#shared/fixtures/sink.ts';
import { call, oncePer, type Tenant } from '#shared/fixtures/transport.ts';
import { firstQuoteOf, rampPaymentBody } from '#shared/fixtures/ramp-factories.ts';
import { invitationIn } from '#shared/fixtures/member-factories.ts';
import { consoleSessionOf } from '#shared/fixtures/console-sessions.ts';
import { register, type SoftwarePasskey } from '#shared/fixtures/authenticator.ts';
import { ownerPasskeyIn, signInBody, usePasskeyOrigin } from '#shared/fixtures/passkey-factories.ts';
import { webauthnOrigin } from '../api.ts';
import { signedCallback } from '../partner-server.ts';
import { PARTNER_SIGNATURE_HEADER } from '#shared/crypto/partner-signature.ts';
import { randomEvmAddress, ROUTE_BODIES } from '#shared/fixtures/request-bodies.ts';
import { ensureWalletNetwork, transferBody, WALLET_NETWORK } from '#shared/fixtures/wallet-factories.ts';

export interface ExampleRequest {
  body?: unknown;
  headers?: Record<string, string>;
  /** Strings unique to this request that must never show up in another tenant's responses. */
  canaries?: string[];
  /** Ids of what building the request made through the API (an enrolment's invitation), for tests that count what was made. */
  made?: string[];
}

/** Builds the request for a tenant; `params` are the path parameters it will be sent with. */
export type Example = (tenant: Tenant, sink: string, params: Record<string, string>) => ExampleRequest | Promise<ExampleRequest>;

interface Registered {
  build: Example;
  /** Where the request can succeed at all (default both): live has no custody, so no wallet. */
  environments?: readonly Environment[];
}

const examples = new Map<string, Registered>();

export function registerExample(routeId: string, build: Example, options: { environments?: readonly Environment[] } = {}): void {
  examples.set(routeId, { build, ...options });
}

export const hasExample = (routeId: string): boolean => examples.has(routeId);

/** Further valid bodies of a route in other shapes, mixed into its fuzz cases beside the example. */
const variants = new Map<string, ((tenant: Tenant) => unknown)[]>();

export function registerVariant(routeId: string, build: (tenant: Tenant) => unknown): void {
  variants.set(routeId, [...(variants.get(routeId) ?? []), build]);
}

export const variantsFor = (routeId: string, tenant: Tenant): unknown[] => (variants.get(routeId) ?? []).map((build) => build(tenant));

/** False when the route's example cannot succeed in `environment` (creating a live wallet). */
export function exampleAvailableIn(route: HttpRoute, environment: Environment): boolean {
  return examples.get(route.id)?.environments?.includes(environment) ?? true;
}

const SANDBOX_ONLY = { environments: ['sandbox'] } as const;

registerExample('createApiKey', (t) => ({ body: ROUTE_BODIES.createApiKey(t.canary) }));
registerExample('createInvitation', (t) => ({ body: ROUTE_BODIES.createInvitation(t.canary) }));
// A fresh invitation's token: what the enrolment's passkey options are made for.
registerExample('enrolmentOptions', async (t) => {
  const invitation = await invitationIn(t);
  return { body: { token: invitation.token }, made: [invitation.id] };
});
// A bearer approval's body is empty: an assertion is only for a member's passkey (signed approvals).
registerExample('approveTransfer', () => ({ body: {} }));
registerExample('approveSettingChange', () => ({ body: {} }));
// A fresh invitation's one-time token: the only body enrolment accepts.
registerExample('enrolMember', async (t) => {
  const invitation = await invitationIn(t);
  return { body: { token: invitation.token }, made: [invitation.id] };
});
// The owner (the tenant's key) with a passkey, enrolled once per workspace: approval intents list
// the caller's passkeys (none is 409 conflict), and a console sign-in is a passkey's assertion.
// Synced (no counter), so sign-ins built together may reach the server in any order.
const ownerPasskeys = oncePer(async (_workspaceId, t: Tenant) =>
  Object.assign(await ownerPasskeyIn(t, webauthnOrigin()), { countless: true }),
);
const ownerPasskeyOf = (t: Tenant): Promise<SoftwarePasskey> => ownerPasskeys(t.workspaceId, t);
/**
 * Makes ahead what the examples make once per workspace (the owner's passkey), so that a test
 * that snapshots a workspace before its requests does not see an example's first use change it.
 */
export async function prepareExampleWorkspaces(tenants: readonly Tenant[]): Promise<void> {
  await Promise.all(tenants.map(ownerPasskeyOf));
}
registerExample('createTransferApprovalIntent', async (t) => (await ownerPasskeyOf(t), {}));
registerExample('createSettingChangeApprovalIntent', async (t) => (await ownerPasskeyOf(t), {}));
registerExample('createConsoleSession', async (t) => ({ body: await signInBody(t, await ownerPasskeyOf(t), webauthnOrigin()) }));
// The `{passkeyId}` factory enrols a member with a passkey, as the browser of this stack's origin.
usePasskeyOrigin(webauthnOrigin);
// A new passkey of the owner, registered over options handed out to a session of theirs (the
// challenge is bound to the member, so the session the request is then sent with may be another).
registerExample('addPasskey', async (t) => {
  const session = await consoleSessionOf(t.token);
  const res = await call(t, 'createPasskeyRegistrationOptions', { headers: session.headers }, '');
  if (res.status !== 200) throw new Error(`passkey registration options in ${t.label}: ${res.status} ${res.text}`);
  return { body: { passkey: register(res.body.data, { origin: webauthnOrigin() }).response } };
});
// Keeps the wallet network enabled, so the wallet examples and factories go on working.
registerExample('putNetworks', () => ({ body: ROUTE_BODIES.putNetworks([WALLET_NETWORK, 'solana']) }));
// A block list, not an allow list: transfers to the factories' destination stay allowed. Each use
// adds an address to what is blocked now, so every use only tightens and is written at once: a
// later use that dropped an earlier address would loosen the policy, take another path (a change
// held for a second member) and make the calls one request makes depend on the ones before it.
registerExample('putTransferPolicy', async (t) => {
  const address = randomEvmAddress();
  const current = await call(t, 'getTransferPolicy');
  const blocked: string[] = current.body.data.policy.blocked_destination_addresses;
  return { body: ROUTE_BODIES.putTransferPolicy([...blocked, address], []), canaries: [address] };
});
// The default (one approval by another member): the factories' transfers wait for the owner.
registerExample('putTransferApprovals', () => ({ body: ROUTE_BODIES.putTransferApprovals() }));
const webhookBody = (t: Tenant, sink: string) =>
  ROUTE_BODIES.createWebhook(
    t.canary,
    t.environment === 'sandbox' ? sink : LIVE_WEBHOOK_URL,
    t.environment === 'sandbox' ? ['webhook.test'] : ['transfer.requested'],
  );
registerExample('createWebhook', (t, sink) => ({ body: webhookBody(t, sink) }));
registerExample('updateWebhook', (t) => ({ body: ROUTE_BODIES.updateWebhook(t.canary) }));

registerExample(
  'createWallet',
  async (t) => {
    await ensureWalletNetwork(t);
    return { body: ROUTE_BODIES.createWallet(t.canary, [WALLET_NETWORK]) };
  },
  SANDBOX_ONLY,
);
registerExample('createSandboxDeposit', () => ({ body: ROUTE_BODIES.createSandboxDeposit(WALLET_NETWORK, 'ETH', '1000') }), SANDBOX_ONLY);
registerExample('createTransfer', async (t) => ({ body: await transferBody(t) }), SANDBOX_ONLY);
registerExample('createAddressBookEntry', async (t) => {
  await ensureWalletNetwork(t);
  const address = randomEvmAddress();
  return { body: ROUTE_BODIES.createAddressBookEntry(t.canary, address, WALLET_NETWORK), canaries: [address] };
});
registerExample('updateAddressBookEntry', (t) => ({ body: ROUTE_BODIES.updateAddressBookEntry(t.canary) }));

// A payout to a wallet, so the faults, fuzz and load also exercise the transfer policy's read and its check in the write.
// Sandbox only, as the quote execution below: live payments need a real provider network, and the test stack's is the mock.
registerExample('createRampPayment', (t) => ({ body: rampPaymentBody(t, OFF_RAMPS.wallet) }), SANDBOX_ONLY);
// On-ramps: a fiat rail with deliver_to, and the wallet rail delivering to destination.wallet.
registerVariant('createRampPayment', (t) =>
  onRamp({ deliver_to: { network: 'base', address: randomEvmAddress() }, metadata: { tenant: t.canary } }),
);
registerVariant('createRampPayment', (t) =>
  onRamp({
    rail: 'wallet',
    deliver_to: undefined,
    destination: { wallet: { network: 'base', address: randomEvmAddress() } },
    metadata: { tenant: t.canary },
  }),
);
registerExample('advanceSandboxRampPayment', () => ({ body: ROUTE_BODIES.advanceSandboxRampPayment() }));
registerExample('createQuoteRequest', () => ({ body: ROUTE_BODIES.createQuoteRequest() }));
registerExample(
  'executeQuote',
  async (t, _sink, params) => {
    // The quote request's cheapest quote, read with the sender's own key (another tenant's read is a 404: a random id then).
    const quoteId = (params.quoteRequestId ? await firstQuoteOf(t, params.quoteRequestId) : undefined) ?? crypto.randomUUID();
    return { body: ROUTE_BODIES.executeQuote(quoteId, { metadata: { tenant: t.canary } }) };
  },
  SANDBOX_ONLY,
);
// A sandbox test number (found); live lookups go to the partner, which this stack has none of.
registerExample('resolveIdentity', () => ({ body: ROUTE_BODIES.resolveIdentity() }), SANDBOX_ONLY);

// The partner's callback for a payment of the tenant's submitted to the partner: only hybrid mode
// writes the lookup a callback is found by, so the payment comes from a hybrid gateway over the
// same table (started in the test file on first use). One payment per workspace, made on first
// use, so a later example adds nothing to the workspace that a snapshot could catch settling;
// each example is a fresh event. Live, so no sandbox scenario moves the payment meanwhile;
// signed when built, well within the tolerance of its use.
const partnerPayments = new Map<string, Promise<{ reference: string; provider_reference: string }>>();
registerExample('receivePartnerEvent', async (t) => {
  const { hybridPayment, statusEvent } = await import('../hybrid.ts');
  let payment = partnerPayments.get(t.workspaceId);
  if (!payment) partnerPayments.set(t.workspaceId, (payment = hybridPayment(t.token)));
  const event = statusEvent(await payment, 'processing');
  const signed = signedCallback(event);
  return { body: event, headers: { [PARTNER_SIGNATURE_HEADER]: signed.headers[PARTNER_SIGNATURE_HEADER]! } };
});

/** The route's example, or a schema-generated body that zod accepts (undefined when the route takes none). */
export async function exampleFor(
  route: HttpRoute,
  tenant: Tenant,
  sink: string,
  params: Record<string, string> = {},
): Promise<ExampleRequest> {
  const example = await bodyExampleFor(route, tenant, sink, params);
  // A console session's own routes take the session's cookie, never a key: a fresh session each time.
  if (route.sessions !== 'only') return example;
  // The session is not counted as made: it is kept outside the workspace's partitions (a load run's accounting reads those).
  const session = await consoleSessionOf(tenant.token);
  return { ...example, headers: { ...example.headers, ...session.headers } };
}

async function bodyExampleFor(route: HttpRoute, tenant: Tenant, sink: string, params: Record<string, string>): Promise<ExampleRequest> {
  const example = examples.get(route.id);
  if (example) return example.build(tenant, sink, params);
  const schema = route.schemas.body;
  if (!schema) return {};
  for (const candidate of fc.sample(arbitraryOf(schema), 200)) {
    if (schema.safeParse(candidate).success) return { body: candidate };
  }
  throw new Error(`No valid body for ${route.id}: register an example in test/support/resources/examples.ts`);
}
