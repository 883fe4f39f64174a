/**
 * The workspaces the scenarios run against, as tenants of the fixture registry
 * (test/support/resources/): every resource a scenario needs is made by the registry's
 * factories, the same ones the tests use, sent over the bench's transport (the routes' own
 * handlers, in process: bench/context/invoke.ts) instead of HTTP.
 *
 * The main workspace has a full-access key, settings in both lists and a page of API keys; what
 * else it holds (a funded wallet, a transfer, an address book entry, a webhook with deliveries,
 * settled ramp payments, a quote request) is made on first use and then shared (`shared`).
 * Routes that change a resource take a fresh one per invocation: a revoked key, an approved
 * transfer or a cancelled payment cannot be revoked, approved or cancelled again.
 *
 * Creations that would pile up where other routes read (hundreds of wallets summed by
 * `GET /v1/balances`, webhooks every event fans out to, ramp payments a listing settles) go to
 * scratch workspaces of their own (`scratch`), so every listing measured here reads a workspace
 * of a realistic size. Import only after the local stack has set the environment (the shared
 * modules read it).
 */
import { replaceEnabledNetworks } from '#shared/domain/workspace-settings/networks.ts';
import { replaceTransferPolicy } from '#shared/domain/workspace-settings/transfer-policy.ts';
import { createWorkspace } from '#shared/domain/workspaces/provision.ts';
import { LIMITS } from '#shared/limits.ts';
import { invokeTransport } from '#bench/context/invoke.ts';
import { apiKeyIn } from '#shared/fixtures/factories.ts';
import { ENABLED_NETWORKS, POLICY } from '#shared/fixtures/request-bodies.ts';
import { call, created, once, type Tenant } from '#shared/fixtures/transport.ts';

/**
 * Scratch workspaces by purpose. The webhook and key ones rotate: a new workspace replaces the
 * current one once `capacity` creations have used it up, because the caps of shared/limits.ts
 * (16 webhooks, 100 active keys) would refuse the hundreds of creates a bench run makes in one.
 */
const SCRATCH = {
  webhooks: { capacity: LIMITS.webhooks },
  // The owner's key holds one place already.
  'api keys': { capacity: LIMITS.api_keys - 1 },
  wallets: { capacity: Infinity },
  /** Members: invitations, enrolments and removals (each removal gives its member's key place back). */
  members: { capacity: Infinity },
  ramp: { capacity: Infinity },
  /**
   * Setting changes: transfer approvals there need two members, so a change the second member
   * asks for (a loosening, held back) stays pending after the owner's one approval, and every
   * change the bench makes stays pending on the same setting version however many are
   * approved. (An approval that applied its change would supersede every other change made
   * against that version before its turn came.)
   */
  settings: {
    capacity: Infinity,
    prepare: async (t: Tenant) =>
      void created(
        await call(t, 'putTransferApprovals', { body: { approval_required: true, required_approvals: 2 } }),
        'two required approvals',
        () => undefined,
      ),
  },
} as const;

export type ScratchPurpose = keyof typeof SCRATCH;
const scratchPlans: Readonly<Record<ScratchPurpose, { capacity: number; prepare?: (t: Tenant) => Promise<void> }>> = SCRATCH;

export interface BenchContext {
  /** The main workspace, sandbox, with its full-access key (`*`) of the owner, as most integrations hold. */
  main: Tenant;
  /** The main workspace's full-access key. */
  token: string;
  /** An existing key of the main workspace (the one above). */
  apiKeyId: string;
  /** The scratch workspace for `purpose`; each call takes a place under its capacity. */
  scratch(purpose: ScratchPurpose): Promise<Tenant>;
  /** A fixture made once per run under `name` and shared by every invocation. */
  shared<T>(name: string, make: () => Promise<T>): Promise<T>;
  /** Stops what the fixtures started. */
  close(): Promise<void>;
}

/** Extra keys, so `GET /v1/api-keys` returns a full default page (20). */
const LISTED_KEYS = 24;

/** A workspace with the bench's policy and enabled networks, as a sandbox tenant of the registry. */
async function createBenchTenant(name: string): Promise<Tenant & { apiKeyId: string }> {
  const slug = name.toLowerCase().replace(/[^a-z]+/g, '-');
  const ws = await createWorkspace({ name, ownerEmail: `${slug}@bench.test`, ownerName: 'Bench' });
  const scope = { workspaceId: ws.workspace_id, environment: 'sandbox' as const };
  await replaceTransferPolicy(scope, POLICY);
  await replaceEnabledNetworks(scope, [...ENABLED_NETWORKS]);
  return {
    label: name,
    workspaceId: ws.workspace_id,
    token: ws.token,
    environment: 'sandbox',
    canary: name,
    send: invokeTransport,
    apiKeyId: ws.api_key.id,
  };
}

/** A scratch tenant for `capacity` creations, replaced by a new one once they are used up. */
function rotatingScratch(purpose: ScratchPurpose): () => Promise<Tenant> {
  const { capacity, prepare } = scratchPlans[purpose];
  let current: Promise<Tenant> | undefined;
  let used = 0;
  return () => {
    if (!current || used >= capacity) {
      current = createBenchTenant(`Bench scratch ${purpose}`).then(async (t) => (await prepare?.(t), t));
      used = 0;
    }
    used++;
    return current;
  };
}

/** Makes the bench's main workspace; everything else is made on first use. */
export async function createBenchContext(): Promise<BenchContext> {
  const main = await createBenchTenant('Bench workspace');
  for (let i = 0; i < LISTED_KEYS; i++) await apiKeyIn(main);
  const scratch = new Map(Object.keys(SCRATCH).map((purpose) => [purpose, rotatingScratch(purpose as ScratchPurpose)]));
  const made = new Map<string, () => Promise<unknown>>();
  return {
    main,
    token: main.token,
    apiKeyId: main.apiKeyId,
    scratch: (purpose) => scratch.get(purpose)!(),
    shared: <T>(name: string, make: () => Promise<T>) => {
      if (!made.has(name)) made.set(name, once(make));
      return made.get(name)!() as Promise<T>;
    },
    // The registry's webhook target (shared/fixtures/sink.ts) never holds the process open.
    close: async () => {},
  };
}
