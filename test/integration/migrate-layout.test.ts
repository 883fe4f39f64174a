/**
 * `npm run admin -- migrate-layout` on a table the code before the sharded layout wrote: the
 * recorded workspace of test/fixtures/legacy-layout.json (test/support/record-legacy-layout.ts),
 * loaded under a workspace of this test. The new keys are worked out here from the layout's
 * table (docs/data-model.md, The tenant's ceiling), not from the command's own code.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { spawn } from 'node:child_process';
import { BatchWriteCommand, type BatchWriteCommandInput, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import { SHARD_COUNTS, shardOf, shardPartition, type ShardFamily } from '#shared/db/shards.ts';
import { runAdmin } from '../support/admin-cli.ts';
import { partitionItems } from '../support/resources/snapshot.ts';
import { api, newWorkspace } from '../support/api.ts';
import { startReceiver, type Receiver } from '../support/receiver.ts';
import { until } from '../support/wallets.ts';

const REPO_ROOT = resolve(import.meta.dirname, '..', '..');
const FIXTURE_TEXT = readFileSync(resolve(REPO_ROOT, 'test/fixtures/legacy-layout.json'), 'utf8');
const RECORDED_WORKSPACE: string = JSON.parse(FIXTURE_TEXT).workspace_id;

type Item = Record<string, any> & { pk: string; sk: string };

/** The fixture with its workspace id replaced by `workspaceId` everywhere (keys, attributes, API answers). */
function legacyFor(workspaceId: string): Record<string, any> & { items: Item[] } {
  const fixture = JSON.parse(FIXTURE_TEXT.replaceAll(RECORDED_WORKSPACE, workspaceId));
  return { ...fixture, items: (fixture.items as Record<string, AttributeValue>[]).map((i) => unmarshall(i) as Item) };
}

/** The layout's table: each moved kind, its family, and the id its shard comes from. */
const MOVES: [prefix: string, kind: string, family: ShardFamily, id: (sk: string) => string | null][] = [
  ['TRANSFER#', 'transfer', 'TRANSFER', (sk) => sk.split('#')[1]!],
  ['TXN#', 'transaction', 'TXN', (sk) => sk.split('#')[2]!],
  ['TXNREF#', 'transaction_ref', 'TXN', (sk) => sk.split('#')[1]!],
  ['EVENT#', 'event', 'EVENT', (sk) => sk.split('#')[1]!],
  ['DELIVERY#', 'delivery', 'DELIVERY', (sk) => sk.split('#')[1]!],
  ['ATTEMPT#', 'delivery_attempt', 'DELIVERY', (sk) => sk.split('#')[2]!],
  ['IDEMP#', 'idempotency', 'IDEMP', (sk) => sk.split('#')[1]!],
  ['JOB#', 'custody_job', 'JOB', (sk) => sk.split('#')[1]!],
  ['BALANCE#', 'balance', 'BALANCE', () => null],
];
const SETTINGS = ['SETTINGS#TRANSFER_POLICY', 'SETTINGS#NETWORKS', 'SETTINGS#TRANSFER_APPROVALS'];
const moveOf = (sk: string) => MOVES.find(([prefix]) => sk.startsWith(prefix));
const scopeOf = (workspaceId: string) => ({ workspaceId, environment: 'sandbox' as const });

/** Where an item of a moved kind belongs in the new layout. */
function newPk(workspaceId: string, item: Item): string {
  const [, , family, id] = moveOf(item.sk)!;
  const of = id(item.sk);
  return shardPartition(scopeOf(workspaceId), family, of === null ? 0 : shardOf(family, of));
}

/** What a run should count for the fixture: its items by kind, and 8 copies of each setting. */
function expectedCounts(items: Item[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) {
    const move = moveOf(item.sk);
    if (move) counts[move[1]] = (counts[move[1]] ?? 0) + 1;
    if (SETTINGS.includes(item.sk)) counts.settings_copy = (counts.settings_copy ?? 0) + SHARD_COUNTS.SETTINGS;
  }
  return counts;
}

async function load(items: Item[]): Promise<void> {
  for (let i = 0; i < items.length; i += 25) {
    let requests: BatchWriteCommandInput['RequestItems'] = {
      [TABLE_NAME]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })),
    };
    while (requests && Object.keys(requests).length > 0) {
      requests = (await db.send(new BatchWriteCommand({ RequestItems: requests }))).UnprocessedItems;
    }
  }
}

const partition = async (pk: string) => (await partitionItems([pk])) as Item[];

/** Every item of the workspace's sandbox shard partitions. */
async function shardItems(workspaceId: string): Promise<Item[]> {
  const pks = (Object.keys(SHARD_COUNTS) as ShardFamily[]).flatMap((family) =>
    Array.from({ length: SHARD_COUNTS[family] }, (_, k) => shardPartition(scopeOf(workspaceId), family, k)),
  );
  return (await Promise.all(pks.map(partition))).flat();
}

const get = async (pk: string, sk: string) =>
  (await db.send(new GetCommand({ TableName: TABLE_NAME, Key: { pk, sk }, ConsistentRead: true }))).Item as Item | undefined;

const bySk = (a: Item, b: Item) => (a.sk < b.sk ? -1 : a.sk > b.sk ? 1 : 0);
const withoutMoved = ({ moved_at: _moved, ...rest }: Item) => rest;

describe('migrate-layout on a table written by the code before the sharded layout', () => {
  let workspaceId: string;
  let token: string;
  let legacy: ReturnType<typeof legacyFor>;
  let receiver: Receiver;
  let hookId: string;
  let eventIds: Set<string>;
  /** The workspace's base partition once loaded and settled: the recorded items and the watch webhook's. */
  let stored: Item[];
  /** Deliveries the watch webhook had received when the command ran. */
  let deliveredBefore: number;

  beforeAll(async () => {
    workspaceId = (await newWorkspace('Migrated')).workspaceId;
    const key = await runAdmin(['create-api-key', '--workspace', workspaceId, '--name', 'migration test']);
    expect(key.code, key.stderr).toBe(0);
    token = key.json.token;
    legacy = legacyFor(workspaceId);
    eventIds = new Set(legacy.items.filter((i) => i.sk.startsWith('EVENT#')).map((i) => i.id as string));
    // A webhook of every type before the load: loading the recorded events fans them out once
    // (they are new items to the stream), which tells when the stream has handed them over.
    receiver = await startReceiver();
    const hook = await api('POST', '/v1/webhooks', { token, body: { name: 'migration watch', url: receiver.url, event_types: ['*'] } });
    expect(hook.status, hook.text).toBe(201);
    hookId = hook.body.data.webhook.id;
    // A webhook gets the events emitted after it was created: this one is made older than the
    // recorded events, as the recording's own webhook was, so a moved event fanned out again would reach it.
    await db.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: { pk: `WS#${workspaceId}#sandbox`, sk: `WEBHOOK#${hookId}` },
        UpdateExpression: 'SET created_at = :old',
        ExpressionAttributeValues: { ':old': '2000-01-01T00:00:00.000Z' },
      }),
    );
    await load(legacy.items);
    // The stream hands the loaded events to the fan-out, which makes the watch webhook's
    // deliveries in the new layout; the events themselves are not at their new keys until the
    // command runs, so each delivery is settled (canceled: no event) rather than sent. Once all are
    // settled the stream is past the load, and nothing writes the old layout while the command runs.
    const deliveryShards = () =>
      Promise.all(
        Array.from({ length: SHARD_COUNTS.DELIVERY }, (_, k) => partition(shardPartition(scopeOf(workspaceId), 'DELIVERY', k))),
      ).then((pages) => pages.flat());
    await until(
      deliveryShards,
      (items) => {
        const watch = items.filter((i) => i.sk.startsWith('DELIVERY#') && i.webhook_id === hookId);
        return watch.length === eventIds.size && watch.every((d) => d.status !== 'pending');
      },
      60_000,
    );
    stored = await partition(`WS#${workspaceId}#sandbox`);
  }, 150_000);
  afterAll(() => receiver?.close());

  it('counts in a dry run what would move, per kind and workspace, and writes nothing', async () => {
    const before = (await partition(`WS#${workspaceId}#sandbox`)).sort(bySk);
    const dry = await runAdmin(['migrate-layout', '--dry-run']);
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.json.dry_run).toBe(true);
    expect(dry.json.workspaces[workspaceId]).toEqual(expectedCounts(stored));
    expect(dry.stderr).toMatch(
      /Dry run: would move \d+ item\(s\) \(.*event \d+.*\) and \d+ settings copies in \d+ workspace\(s\); nothing written\./,
    );
    expect((await partition(`WS#${workspaceId}#sandbox`)).sort(bySk)).toEqual(before);
    // Only the watch webhook's deliveries of the load are in the new layout yet.
    expect((await shardItems(workspaceId)).filter((i) => i.webhook_id !== hookId)).toEqual([]);
  });

  it('moves every item of a moved kind to its shard, whole, writes the settings copies, and records it', async () => {
    deliveredBefore = receiver.received.length;
    const run = await runAdmin(['migrate-layout', '--workspace', workspaceId, '--operator', 'OPS-migration']);
    expect(run.code, run.stderr).toBe(0);
    const expected = expectedCounts(stored);
    expect(run.json).toEqual({
      dry_run: false,
      counts: expected,
      workspaces: { [workspaceId]: expected },
      merged_balances: 0,
      conflicts: [],
    });
    const total = Object.entries(expected).reduce((sum, [kind, n]) => sum + (kind === 'settings_copy' ? 0 : n), 0);
    expect(run.stderr).toContain(`Moved ${total} item(s) (`);
    expect(run.stderr).toContain('Audit: migrate-layout recorded');

    expect(stored.length).toBeGreaterThan(legacy.items.length);
    const storedKeys = new Set(stored.map((i) => i.sk));
    expect(legacy.items.filter((i) => !storedKeys.has(i.sk))).toEqual([]);
    for (const item of stored) {
      const base = await get(item.pk, item.sk);
      if (moveOf(item.sk)) {
        expect(base, `${item.sk} left at the old key`).toBeUndefined();
        const moved = await get(newPk(workspaceId, item), item.sk);
        expect(moved?.moved_at).toEqual(expect.any(String));
        expect(withoutMoved(moved!)).toEqual({ ...item, pk: newPk(workspaceId, item) });
      } else {
        expect(base, `${item.sk} stays`).toEqual(item);
      }
      if (SETTINGS.includes(item.sk)) {
        for (let k = 0; k < SHARD_COUNTS.SETTINGS; k++) {
          const pk = shardPartition(scopeOf(workspaceId), 'SETTINGS', k);
          expect(withoutMoved((await get(pk, item.sk))!)).toEqual({ ...item, pk });
        }
      }
    }
    const audit = await runAdmin(['audit-log', '--workspace', workspaceId]);
    expect(audit.json.items[0]).toMatchObject({ command: 'migrate-layout', operator: 'OPS-migration', moved: expected });
    const log = await api('GET', '/v1/workspace/audit-log', { token });
    const record = log.body.data.items.find((r: { action: string }) => r.action === 'operator.migrate-layout');
    expect(record).toMatchObject({ operator: 'OPS-migration', details: { moved_event: expected.event, moved_balance: expected.balance } });
  });

  it('moves nothing when run again', async () => {
    const shardsBefore = (await shardItems(workspaceId)).sort(bySk);
    const again = await runAdmin(['migrate-layout', '--workspace', workspaceId]);
    expect(again.code, again.stderr).toBe(0);
    expect(again.json).toEqual({ dry_run: false, counts: {}, workspaces: {}, merged_balances: 0, conflicts: [] });
    expect(again.stderr).not.toContain('Audit:');
    const dry = await runAdmin(['migrate-layout', '--dry-run', '--workspace', workspaceId]);
    expect(dry.json.counts).toEqual({});
    expect((await shardItems(workspaceId)).sort(bySk)).toEqual(shardsBefore);
    const audit = await runAdmin(['audit-log', '--workspace', workspaceId]);
    expect(audit.json.items.filter((r: { command: string }) => r.command === 'migrate-layout')).toHaveLength(1);
  });

  it('fans out no moved event again (each was an INSERT on the stream)', async () => {
    // A test event sent after the moves is fanned out, so the stream has been read past them.
    const test = await api('POST', `/v1/webhooks/${hookId}/test`, { token });
    expect(test.status, test.text).toBe(202);
    await until(
      async () => receiver.received.slice(deliveredBefore),
      (received) => received.some((r) => r.body.type === 'webhook.test'),
    );
    await new Promise((r) => setTimeout(r, 1000));
    const redelivered = receiver.received.slice(deliveredBefore).filter((r) => eventIds.has(r.body.id));
    expect(redelivered.map((r) => r.body.id)).toEqual([]);
    expect(receiver.received.slice(deliveredBefore).map((r) => r.body.type)).toEqual(['webhook.test']);
    // Nor made a delivery again, wherever the code in place keeps deliveries: one per recorded event, and the test's.
    const deliveries = [...(await partition(`WS#${workspaceId}#sandbox`)), ...(await shardItems(workspaceId))].filter(
      (i) => i.sk.startsWith('DELIVERY#') && i.webhook_id === hookId,
    );
    expect(deliveries.filter((d) => eventIds.has(d.event_id))).toHaveLength(eventIds.size);
    expect(deliveries.filter((d) => !eventIds.has(d.event_id)).map((d) => d.event_type)).toEqual(['webhook.test']);
  });

  // The API reads the new layout once the data layer's changes are in (shared/db/query-shards.ts
  // and the families' modules); before that it reads the old one, where nothing is left.
  describe.skipIf(!existsSync(resolve(REPO_ROOT, 'shared/db/query-shards.ts')))('read back over HTTP', () => {
    const pick = <T extends Record<string, unknown>>(items: T[], fields: string[]) =>
      items.map((item) => Object.fromEntries(fields.map((f) => [f, item[f]])));

    it('lists and reads transfers, transactions, events, deliveries, balances and settings as recorded', async () => {
      const recorded = legacy.api;
      const transfers = await api('GET', '/v1/transfers', { token, query: { limit: '100' } });
      const transferFields = ['id', 'status', 'amount_base_units', 'asset_symbol', 'approval_state', 'custody_status', 'created_at'];
      expect(pick(transfers.body.data.items, transferFields)).toEqual(pick(recorded.transfers.items, transferFields));
      for (const [id, view] of Object.entries<any>(recorded.transfers_by_id)) {
        const one = await api('GET', `/v1/transfers/${id}`, { token });
        expect(one.body.data.activity).toMatchObject({
          id,
          status: view.activity.status,
          amount_base_units: view.activity.amount_base_units,
        });
      }
      const txns = await api('GET', `/v1/wallets/${legacy.wallet_id}/transactions`, { token, query: { limit: '100' } });
      const txnFields = ['id', 'status', 'amount_base_units', 'asset_symbol', 'direction', 'type', 'created_at'];
      expect(pick(txns.body.data.items, txnFields)).toEqual(pick(recorded.wallet_transactions.items, txnFields));
      for (const [id, view] of Object.entries<any>(recorded.transactions_by_id)) {
        expect((await api('GET', `/v1/transactions/${id}`, { token })).body.data.transaction).toEqual(view.transaction);
      }
      const events = await api('GET', '/v1/events', { token, query: { limit: '100' } });
      const recordedIds = new Set(recorded.events.items.map((e: { id: string }) => e.id));
      // The watch webhook's own test event is newer than every recorded one.
      const listed = events.body.data.items.filter((e: { id: string }) => recordedIds.has(e.id));
      expect(pick(listed, ['id', 'type', 'resource_id', 'created_at', 'data'])).toEqual(
        pick(recorded.events.items, ['id', 'type', 'resource_id', 'created_at', 'data']),
      );
      for (const [id, view] of Object.entries<any>(recorded.events_by_id)) {
        expect((await api('GET', `/v1/events/${id}`, { token })).body.data.event).toMatchObject({
          id,
          type: view.event.type,
          data: view.event.data,
        });
      }
      const deliveries = await api('GET', `/v1/webhooks/${legacy.webhook_id}/deliveries`, { token, query: { limit: '100' } });
      expect(deliveries.body.data.items).toEqual(recorded.deliveries.items);
      const balances = await api('GET', '/v1/balances', { token });
      const amounts = (data: any) =>
        data.items.map((i: any) => i.balances.map((b: any) => [b.symbol, b.balance, b.available, b.reserved, b.pending]));
      expect(amounts(balances.body.data)).toEqual(amounts(recorded.balances));
      for (const [path, name] of [
        ['/v1/workspace/transfer-policy', 'transfer_policy'],
        ['/v1/workspace/networks', 'networks'],
        ['/v1/workspace/transfer-approvals', 'transfer_approvals'],
      ] as const) {
        expect((await api('GET', path, { token })).body.data).toEqual(recorded[name]);
      }
    });

    it('replays the recorded idempotency key and makes a new transfer from the migrated balance', async () => {
      const recorded = legacy.api.transfers_by_id[legacy.idempotent_transfer_id];
      const keyed = recorded.activity;
      const body = {
        wallet_id: recorded.wallet_id,
        network_code: keyed.network_code,
        to_address: keyed.to_address,
        asset_symbol: keyed.asset_symbol,
        amount_base_units: keyed.amount_base_units,
        idempotency_key: legacy.idempotency_key,
      };
      const replay = await api('POST', '/v1/transfers', { token, body });
      expect(replay.status, replay.text).toBeLessThan(300);
      expect(replay.body.data.id).toBe(legacy.idempotent_transfer_id);
      const fresh = await api('POST', '/v1/transfers', { token, body: { ...body, amount_base_units: '10', idempotency_key: undefined } });
      expect(fresh.status, fresh.text).toBe(201);
    });
  });
});

describe('migrate-layout on a table the new code has written to already', () => {
  it('adds a ledger item into an existing sub-balance 0, keeps a newer settings copy, and finishes after being stopped', async () => {
    const workspaceId = (await newWorkspace('Migrated after deploy')).workspaceId;
    const legacy = legacyFor(workspaceId);
    await load(legacy.items);
    // A deposit confirmed after the deploy, before the migration, went to sub-balance 0.
    const ledger = legacy.items.find((i) => i.sk.startsWith('BALANCE#') && i.asset_symbol === 'ETH')!;
    const sub0 = shardPartition(scopeOf(workspaceId), 'BALANCE', 0);
    await load([{ ...ledger, pk: sub0, total: 7, available: 7, reserved: 0, pending_inbound: 0 }]);
    // A policy written after the deploy: a newer version in one copy (the new code writes all eight).
    const policy = legacy.items.find((i) => i.sk === 'SETTINGS#TRANSFER_POLICY')!;
    const newerCopy = { ...policy, pk: shardPartition(scopeOf(workspaceId), 'SETTINGS', 3), version: policy.version + 1 };
    await load([newerCopy]);

    // Stopped as soon as it has moved something; the rerun finishes.
    const child = spawn(process.execPath, ['infra/admin/cli.ts', 'migrate-layout', '--workspace', workspaceId], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '', LOCAL_STATE_DIR: inject('stack').stateDir },
      stdio: 'ignore',
    });
    const exited = new Promise((done) => child.once('exit', done));
    await until(
      () => shardItems(workspaceId),
      (items) => items.length > 2,
      15_000,
    );
    child.kill('SIGKILL');
    await exited;
    const rerun = await runAdmin(['migrate-layout', '--workspace', workspaceId]);
    expect(rerun.code, rerun.stderr).toBe(0);
    expect(rerun.json.conflicts).toEqual([]);

    for (const item of legacy.items.filter((i) => moveOf(i.sk))) {
      expect(await get(item.pk, item.sk), item.sk).toBeUndefined();
      expect(await get(newPk(workspaceId, item), item.sk), item.sk).toBeDefined();
    }
    const merged = (await get(sub0, ledger.sk))!;
    for (const amount of ['total', 'available', 'reserved', 'pending_inbound'])
      expect(BigInt(merged[amount]), amount).toBe(BigInt(ledger[amount]) + (amount === 'total' || amount === 'available' ? 7n : 0n));
    expect(await get(newerCopy.pk, newerCopy.sk)).toEqual(newerCopy);
    for (let k = 0; k < SHARD_COUNTS.SETTINGS; k++) {
      if (k === 3) continue;
      expect((await get(shardPartition(scopeOf(workspaceId), 'SETTINGS', k), policy.sk))?.version).toBe(policy.version);
    }
    const again = await runAdmin(['migrate-layout', '--workspace', workspaceId]);
    expect(again.json.counts).toEqual({});
  });
});
