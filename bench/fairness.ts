/**
 * Bench section 8: fair delivery (docs/webhooks.md, Fair delivery), one scenario against the
 * local stack's own fan-out, queue and dispatcher (its pollers, at the queue's concurrency). A
 * victim workspace sends `webhook.test` events one after another through the API to a receiver
 * that answers at once; its delivery latency (receipt less the event's `created_at`) is measured
 * alone, then while an attacker workspace's 16 webhooks point at a tarpit (accepts, never
 * answers) with hundreds of deliveries queued for them. Beside it, deliveries per second
 * overall: a bulk workspace's burst of queued deliveries to a healthy receiver, drained alone and
 * while the tarpit holds its share. Last, the identity lookup quota: a harvesting workspace sends
 * more lookups than its quota allows, concurrently, and a neighbour's lookup right after is
 * answered. Import only after the local stack has set the environment.
 */
import * as config from '#shared/config.ts';
import { IDENTITY_QUERY } from '#shared/fixtures/request-bodies.ts';
import { createWorkspace } from '#shared/domain/workspaces/provision.ts';
import { createWebhook } from '#shared/domain/webhooks/create-webhook.ts';
import { admitDeliveries, type DeliveryMessage } from '#shared/domain/webhooks/delivery-queue.ts';
import type { AuthContext } from '#shared/model/auth.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';
import { startReceiver, type Receiver } from '#shared/fixtures/receiver.ts';
import { seedDelivery } from '#shared/fixtures/seed-deliveries.ts';
import { startTarpit, type Tarpit } from '#shared/fixtures/tarpit.ts';
import { disableWebhook } from '#shared/domain/webhooks/webhooks.ts';
import { percentile, round } from '#bench/stats.ts';
import { listAttempts } from '#shared/db/deliveries.ts';
import { getWebhook } from '#shared/db/webhooks.ts';

/** The victim's p99 with the tarpit over its p99 alone: at most this. */
export const FAIRNESS_P99_RATIO_TARGET = 2;
const VICTIM_EVENTS = 40;
const VICTIM_GAP_MS = 150;
const ATTACKER_WEBHOOKS = 16;
const ATTACKER_DELIVERIES_PER_WEBHOOK = 25;
const BULK_WEBHOOKS = 10;
const BULK_DELIVERIES = 200;
/** Lookups the harvester sends, half again its default quota of a minute, ten at a time. */
const HARVEST_LOOKUPS = 90;
const HARVEST_CONCURRENCY = 10;

export interface LatencyFigures {
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface FairnessSection {
  victimEvents: number;
  attackerDeliveries: number;
  baseline: LatencyFigures;
  withTarpit: LatencyFigures;
  p99Ratio: number;
  target: number;
  bulkDeliveries: number;
  deliveriesPerSecondAlone: number;
  deliveriesPerSecondWithTarpit: number;
  /** What the tarpit saw: requests in all, and the most it held at once (the attacker's cap). */
  tarpitRequests: number;
  tarpitMostHeld: number;
  identity: IdentityQuotaFigures;
}

export interface IdentityQuotaFigures {
  /** The quota a workspace gets per clock minute (IDENTITY_LOOKUPS_PER_MINUTE). */
  perMinute: number;
  sent: number;
  answered: number;
  refused: number;
  /** Answers other than 200 and 429 (none expected). */
  other: number;
  /** Clock minutes the harvest spanned: the quota allows perMinute in each. */
  minutes: number;
  holds: boolean;
  /** The neighbour's lookup right after the harvest: its status and time. */
  neighbourStatus: number;
  neighbourMs: number;
}

function lookup(apiUrl: string, token: string): Promise<Response> {
  return fetch(`${apiUrl}/v1/ramp/identity/resolve`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(IDENTITY_QUERY),
  });
}

/** A harvesting workspace's lookups past its quota, then a neighbour's lookup. */
async function identityHarvest(apiUrl: string): Promise<IdentityQuotaFigures> {
  const harvester = await newTenant('Bench harvester');
  const neighbour = await newTenant('Bench neighbour');
  const statuses: number[] = [];
  const minuteOf = () => Math.floor(Date.now() / 60_000);
  const firstMinute = minuteOf();
  for (let sent = 0; sent < HARVEST_LOOKUPS; sent += HARVEST_CONCURRENCY) {
    const batch = await Promise.all(Array.from({ length: HARVEST_CONCURRENCY }, () => lookup(apiUrl, harvester.token)));
    for (const res of batch) {
      statuses.push(res.status);
      await res.arrayBuffer();
    }
  }
  const minutes = minuteOf() - firstMinute + 1;
  const started = performance.now();
  const neighbourRes = await lookup(apiUrl, neighbour.token);
  const neighbourMs = round(performance.now() - started);
  await neighbourRes.arrayBuffer();
  const answered = statuses.filter((s) => s === 200).length;
  const refused = statuses.filter((s) => s === 429).length;
  const perMinute = config.IDENTITY_LOOKUPS_PER_MINUTE;
  return {
    perMinute,
    sent: statuses.length,
    answered,
    refused,
    other: statuses.length - answered - refused,
    minutes,
    holds: answered <= perMinute * minutes && answered + refused === statuses.length && neighbourRes.status === 200,
    neighbourStatus: neighbourRes.status,
    neighbourMs,
  };
}

interface Tenant {
  tenant: TenantScope;
  token: string;
  owner: AuthContext;
}

async function newTenant(name: string): Promise<Tenant> {
  const ws = await createWorkspace({ name, ownerEmail: `${name.toLowerCase().replace(/\W/g, '')}@bench.test`, ownerName: 'Bench' });
  const member = { id: ws.owner.id, email: ws.owner.email, display_name: ws.owner.display_name };
  return {
    tenant: { workspaceId: ws.workspace_id, environment: 'sandbox' },
    token: ws.token,
    owner: {
      workspaceId: ws.workspace_id,
      keyId: ws.api_key.id,
      scopes: ['*'],
      member,
      environments: ['sandbox', 'live'],
      expiresAt: null,
    },
  };
}

async function hooks(t: Tenant, count: number, url: (i: number) => string, eventTypes: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    ids.push((await createWebhook(t.tenant, t.owner, { name: `bench-${i}`, url: url(i), event_types: eventTypes })).created.webhook.id);
  }
  return ids;
}

/**
 * Seeds `perWebhook` deliveries for each webhook and queues them all at once, admitted as the
 * fan-out admits a burst (paced per tenant: docs/webhooks.md, Fair delivery).
 */
async function queueBurst(t: Tenant, webhookIds: readonly string[], perWebhook: number): Promise<number> {
  const messages: DeliveryMessage[] = [];
  for (const id of webhookIds) {
    messages.push(...(await Promise.all(Array.from({ length: perWebhook }, () => seedDelivery(t.tenant, id)))));
  }
  await admitDeliveries(messages);
  return messages.length;
}

/** The victim's events, one every VICTIM_GAP_MS through the API; latency of each from its `created_at` to receipt. */
async function victimLatency(apiUrl: string, victim: Tenant, webhookId: string, receiver: Receiver, warmup = 0): Promise<LatencyFigures> {
  const ids: string[] = [];
  for (let i = 0; i < warmup + VICTIM_EVENTS; i++) {
    const res = await fetch(`${apiUrl}/v1/webhooks/${webhookId}/test`, {
      method: 'POST',
      headers: { authorization: `Bearer ${victim.token}` },
    });
    if (res.status !== 202) throw new Error(`POST /v1/webhooks/{id}/test answered ${res.status}: ${await res.text()}`);
    const id = ((await res.json()) as { data: { event: { id: string } } }).data.event.id;
    if (i >= warmup) ids.push(id);
    await new Promise((r) => setTimeout(r, VICTIM_GAP_MS));
  }
  const wanted = new Set(ids);
  const deadline = Date.now() + 120_000;
  const arrived = () => receiver.received.filter((r) => wanted.has(r.body.id));
  while (new Set(arrived().map((r) => r.body.id)).size < wanted.size) {
    if (Date.now() > deadline) throw new Error(`victim: ${arrived().length} of ${wanted.size} deliveries in 120 s`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const first = new Map<string, number>();
  for (const r of arrived()) if (!first.has(r.body.id)) first.set(r.body.id, r.receivedAt - Date.parse(r.body.created_at));
  const samples = [...first.values()];
  return { p50Ms: round(percentile(samples, 50)), p99Ms: round(percentile(samples, 99)), maxMs: round(Math.max(...samples)) };
}

/** Queues the bulk burst and waits for every delivery; deliveries per second from the queueing. */
async function bulkRate(bulk: Tenant, webhookIds: readonly string[], receiver: Receiver): Promise<number> {
  const before = receiver.received.length;
  const started = performance.now();
  const count = await queueBurst(bulk, webhookIds, BULK_DELIVERIES / webhookIds.length);
  await receiver.waitFor(before + count, 180_000).catch(async (error: Error) => {
    // Say why: failed attempts (and a webhook parked for them) are a finding, not a bench bug.
    const errors = new Map<string, number>();
    let parked = 0;
    for (const id of webhookIds) {
      if ((await getWebhook(bulk.tenant, id))?.parked_until) parked++;
      for (const a of (await listAttempts(bulk.tenant, id, 100, undefined)).items) {
        if (a.error) errors.set(a.error, (errors.get(a.error) ?? 0) + 1);
      }
    }
    throw new Error(`${error.message}; failed attempts ${JSON.stringify(Object.fromEntries(errors))}; parked webhooks ${parked}`);
  });
  return Math.round(count / ((performance.now() - started) / 1000));
}

export async function measureFairness(apiUrl: string): Promise<FairnessSection> {
  const victimReceiver = await startReceiver();
  const bulkReceiver = await startReceiver();
  let tarpit: Tarpit | undefined;
  const attacker = await newTenant('Bench attacker');
  let attackerHooks: string[] = [];
  try {
    victimReceiver.answerWith({ status: 204 });
    bulkReceiver.answerWith({ status: 204 });
    const victim = await newTenant('Bench victim');
    const bulk = await newTenant('Bench bulk');
    const [victimHook] = await hooks(victim, 1, () => victimReceiver.url, ['webhook.test']);
    // Subscribed to a type nothing emits here, so only the seeded deliveries reach them.
    const bulkHooks = await hooks(bulk, BULK_WEBHOOKS, () => bulkReceiver.url, ['transfer.failed']);
    // The first events start the stack's fan-out and dispatcher workers: not measured.
    const baseline = await victimLatency(apiUrl, victim, victimHook!, victimReceiver, 5);
    const deliveriesPerSecondAlone = await bulkRate(bulk, bulkHooks, bulkReceiver);

    tarpit = await startTarpit();
    const pit = tarpit;
    attackerHooks = await hooks(attacker, ATTACKER_WEBHOOKS, (i) => `${pit.url}/hook-${i}`, ['transfer.failed']);
    const attackerDeliveries = await queueBurst(attacker, attackerHooks, ATTACKER_DELIVERIES_PER_WEBHOOK);
    // Measured once the tarpit holds what it may.
    const deadline = Date.now() + 30_000;
    while (pit.received === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const withTarpit = await victimLatency(apiUrl, victim, victimHook!, victimReceiver);
    const deliveriesPerSecondWithTarpit = await bulkRate(bulk, bulkHooks, bulkReceiver);
    const identity = await identityHarvest(apiUrl);
    return {
      victimEvents: VICTIM_EVENTS,
      attackerDeliveries,
      baseline,
      withTarpit,
      p99Ratio: round(withTarpit.p99Ms / baseline.p99Ms),
      target: FAIRNESS_P99_RATIO_TARGET,
      bulkDeliveries: BULK_DELIVERIES,
      deliveriesPerSecondAlone,
      deliveriesPerSecondWithTarpit,
      tarpitRequests: pit.received,
      tarpitMostHeld: pit.mostHeld,
      identity,
    };
  } finally {
    // Disabled, the attacker's queued deliveries are canceled as they come up, and the stack drains.
    await Promise.all(attackerHooks.map((id) => disableWebhook(attacker.tenant, id, 'bench over')));
    await tarpit?.close();
    await victimReceiver.close();
    await bulkReceiver.close();
  }
}
