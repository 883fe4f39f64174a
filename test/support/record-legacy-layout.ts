/**
 * Records a workspace as the code before the sharded layout stored it, for the test of the
 * `migrate-layout` operator command (test/integration/migrate-layout.test.ts). Run once from a
 * checkout of that code, through the machine's stack slot when there is one:
 *
 *   node test/support/record-legacy-layout.ts [--out test/fixtures/legacy-layout.json]
 *
 * It starts a local stack of its own, drives a journey over HTTP that writes every kind of item
 * the migration moves (transfers completed, awaiting approval and with an idempotency key, wallet
 * transactions and their references, ledger items, events, a webhook's deliveries and attempts,
 * custody jobs, idempotency records, the three settings), then writes:
 * - `items`: every item of the workspace's sandbox partition, in DynamoDB JSON (numbers exact;
 *   no API key, session or passkey item lives there, and no secret is stored in clear);
 * - `api`: what the API answered for them (listings, reads by id, balances, settings), which the
 *   migrated table must answer again.
 * The workspace id in both is the recording's; the test rewrites it to its own.
 */
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DynamoDBClient, QueryCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { startStackProcess } from '#infra/local/stack-process.ts';

const REPO_ROOT = resolve(import.meta.dirname, '..', '..');
const { values } = parseArgs({ options: { out: { type: 'string', default: 'test/fixtures/legacy-layout.json' } } });
const DEST = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';
const BLOCKED = '0x000000000000000000000000000000000000dEaD';
const IDEMPOTENCY_KEY = 'legacy-layout-transfer-1';

const stack = await startStackProcess({
  name: 'wallet-legacy-layout',
  env: { SANDBOX_SETTLEMENT_DELAY_SECONDS: '1', WEBHOOK_RETRY_SCHEDULE: '1,1,2', AUTH_FAILURES_PER_SOURCE_PER_MINUTE: '1000000' },
});

/** The webhook's receiver: the first delivery fails once, so one delivery has two attempts. */
const received: string[] = [];
const receiver = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    received.push(Buffer.concat(chunks).toString('utf8'));
    res.writeHead(received.length === 1 ? 500 : 200).end();
  });
});
await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;

function admin(args: string[]): Promise<any> {
  return new Promise((done, fail) => {
    execFile(
      process.execPath,
      ['infra/admin/cli.ts', ...args],
      { cwd: REPO_ROOT, env: { PATH: process.env.PATH ?? '', LOCAL_STATE_DIR: stack.stateDir } },
      (error, stdout, stderr) => (error ? fail(new Error(`admin ${args[0]}: ${stderr}`)) : done(JSON.parse(stdout))),
    );
  });
}

async function api(method: string, path: string, token: string, body?: unknown, query: Record<string, string> = {}) {
  const url = new URL(path, stack.apiUrl);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const res = await fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return JSON.parse(text).data;
}

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

try {
  const created = await admin(['create-workspace', '--name', 'Legacy layout', '--owner-email', 'owner@legacy.test']);
  const ws: string = created.workspace_id;
  const token: string = created.token;
  const approver = (await admin(['add-approver', '--workspace', ws, '--email', 'approver@legacy.test'])).token as string;

  const webhook = (await api('POST', '/v1/webhooks', token, { name: 'legacy receiver', url: receiverUrl, event_types: ['*'] })).webhook;
  await api('PUT', '/v1/workspace/networks', token, { enabled_networks: ['ethereum'] });
  await api('PUT', '/v1/workspace/transfer-policy', token, { allowed_destination_addresses: [], blocked_destination_addresses: [BLOCKED] });
  await api('PUT', '/v1/workspace/transfer-approvals', token, { approval_required: true, required_approvals: 1 });
  const wallet = (await api('POST', '/v1/wallets', token, { name: 'Legacy treasury', networks: ['ethereum'] })).wallet;

  const deposits: string[] = [];
  for (const [asset, amount] of [
    ['ETH', '1000000'],
    ['USDC', '500000'],
    ['ETH', '250'],
  ] as const) {
    const deposit = await api('POST', `/v1/sandbox/wallets/${wallet.id}/deposits`, token, {
      network_code: 'ethereum',
      asset_symbol: asset,
      amount_base_units: amount,
    });
    deposits.push(deposit.transaction.id);
  }
  for (const id of deposits)
    await until(
      `deposit ${id}`,
      () => api('GET', `/v1/transactions/${id}`, token),
      (d) => d.transaction.status === 'completed',
    );

  const transfer = (body: Record<string, unknown>) =>
    api('POST', '/v1/transfers', token, { wallet_id: wallet.id, network_code: 'ethereum', to_address: DEST, ...body });
  const completed = await transfer({ asset_symbol: 'ETH', amount_base_units: '1000' });
  await api('POST', `/v1/transfers/${completed.id}/approve`, approver, {});
  const keyed = await transfer({ asset_symbol: 'USDC', amount_base_units: '300', idempotency_key: IDEMPOTENCY_KEY });
  await api('POST', `/v1/transfers/${keyed.id}/approve`, approver, {});
  const awaiting = await transfer({ asset_symbol: 'ETH', amount_base_units: '2000' });
  for (const id of [completed.id, keyed.id])
    await until(
      `transfer ${id}`,
      () => api('GET', `/v1/transfers/${id}`, token),
      (t) => t.activity.status === 'completed',
    );

  // Every event delivered (the first after a retry), then the webhook off: the recording's
  // receiver is gone when the fixture is loaded again.
  const events = async () => (await api('GET', '/v1/events', token, undefined, { limit: '100' })).items as { id: string }[];
  await until(
    'every event delivered',
    async () => [await events(), new Set(received.slice(1).map((r) => JSON.parse(r).id))] as const,
    ([all, seen]) => all.every((e) => seen.has(e.id)),
  );
  await new Promise((r) => setTimeout(r, 1000));
  await api('POST', `/v1/webhooks/${webhook.id}/disable`, token, {});

  const transfers = await api('GET', '/v1/transfers', token, undefined, { limit: '100' });
  const transactions = await api('GET', `/v1/wallets/${wallet.id}/transactions`, token, undefined, { limit: '100' });
  const eventList = await api('GET', '/v1/events', token, undefined, { limit: '100' });
  const recorded = {
    transfers,
    transfers_by_id: Object.fromEntries(
      await Promise.all(transfers.items.map(async (t: { id: string }) => [t.id, await api('GET', `/v1/transfers/${t.id}`, token)])),
    ),
    wallet_transactions: transactions,
    transactions_by_id: Object.fromEntries(
      await Promise.all(transactions.items.map(async (t: { id: string }) => [t.id, await api('GET', `/v1/transactions/${t.id}`, token)])),
    ),
    events: eventList,
    events_by_id: Object.fromEntries(
      await Promise.all(eventList.items.map(async (e: { id: string }) => [e.id, await api('GET', `/v1/events/${e.id}`, token)])),
    ),
    deliveries: await api('GET', `/v1/webhooks/${webhook.id}/deliveries`, token, undefined, { limit: '100' }),
    balances: await api('GET', '/v1/balances', token),
    transfer_policy: await api('GET', '/v1/workspace/transfer-policy', token),
    networks: await api('GET', '/v1/workspace/networks', token),
    transfer_approvals: await api('GET', '/v1/workspace/transfer-approvals', token),
  };

  const client = new DynamoDBClient({
    endpoint: stack.state.dynamodbEndpoint,
    region: stack.state.region,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const items: Record<string, AttributeValue>[] = [];
  let start: Record<string, AttributeValue> | undefined;
  do {
    const page = await client.send(
      new QueryCommand({
        TableName: stack.state.tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': { S: `WS#${ws}#sandbox` } },
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  if (items.some((item) => Object.values(item).some((v) => 'B' in v || 'BS' in v)))
    throw new Error('A binary attribute: the fixture is plain JSON');

  const fixture = {
    recorded_with: 'test/support/record-legacy-layout.ts',
    workspace_id: ws,
    environment: 'sandbox',
    wallet_id: wallet.id,
    webhook_id: webhook.id,
    idempotency_key: IDEMPOTENCY_KEY,
    idempotent_transfer_id: keyed.id,
    transfer_ids: { completed: completed.id, keyed: keyed.id, awaiting_approval: awaiting.id },
    api: recorded,
    items,
  };
  writeFileSync(resolve(REPO_ROOT, values.out), `${JSON.stringify(fixture, null, 2)}\n`);
  const kinds = new Map<string, number>();
  for (const item of items) {
    const kind = item.sk?.S?.split('#')[0] ?? '?';
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  console.log(`Wrote ${values.out}: ${items.length} items (${[...kinds].map(([k, n]) => `${k} ${n}`).join(', ')})`);
} finally {
  receiver.close();
  await stack.stop();
}
process.exit(0);
