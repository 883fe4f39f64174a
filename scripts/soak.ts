/**
 * `npm run soak -- --seed N --seconds S`: a seeded random mix of the money operations against a
 * local stack of its own (deposits; transfers with and without idempotency keys, some sent twice
 * at once; approvals, rejections, cancels and their races; custody failures), then, once custody
 * has settled everything, a reconciliation against what the API reports:
 *
 * - the ledger: per wallet, balance = confirmed deposits − completed transfers, reserved = the
 *   transfers still in flight, available = balance − reserved, nothing pending;
 * - the transfers: exactly the ones answered 201 exist (no duplicate from a retried key), each
 *   in a state its decisions allow, its transaction in the same status, read as one snapshot;
 * - the events: per resource, sequences 1, 2, 3 … without gaps or repeats, one
 *   `transfer.requested` per transfer, and the listing in `created_at` order;
 * - the idempotency records: every key sent again returns its one transfer, marked replayed.
 *
 * Exits non-zero on any mismatch or any 5xx. The same seed makes the same choices; timing still
 * decides races, which is the point. docs/reliability.md describes it.
 */
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startStackProcess } from '#infra/local/stack-process.ts';

const REPO_ROOT = resolve(import.meta.dirname, '..');
const DEST = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';
const NETWORK = 'ethereum';
const ASSET = 'ETH';
const WORKERS = 6;
const FINAL = new Set(['completed', 'failed', 'canceled']);

const { values } = parseArgs({ options: { seed: { type: 'string', default: '1' }, seconds: { type: 'string', default: '60' } } });
const seed = Number(values.seed);
const seconds = Number(values.seconds);
if (!Number.isInteger(seed) || !(seconds > 0)) {
  console.error('Usage: npm run soak -- --seed <integer> --seconds <duration>');
  process.exit(2);
}

/** mulberry32: a small seeded generator, so a seed replays the same choices. */
function generator(a: number) {
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = generator(seed);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

// ── the stack ────────────────────────────────────────────────────────────────────────────
/** What the stack logged at error level: printed beside a 5xx, so its cause is in the same report. */
const stackErrorLines: string[] = [];
const keepErrorLine = (line: string) => {
  if (line.includes('"level":"error"') && stackErrorLines.length < 200) stackErrorLines.push(line.slice(0, 600));
};
const stack = await startStackProcess({
  name: 'wallet-soak',
  env: { SANDBOX_SETTLEMENT_DELAY_SECONDS: '1' },
  onSpawn: (child) => {
    child.onLine('stdout', keepErrorLine);
    child.onLine('stderr', keepErrorLine);
  },
});
const started = { api: stack.apiUrl, token: stack.seedToken, workspace: stack.workspaceId };
const { stateDir } = stack;

async function stop(code: number): Promise<never> {
  await stack.stop();
  process.exit(code);
}

// ── the API ──────────────────────────────────────────────────────────────────────────────
/** Answers by status (and error code), for the summary. */
const statuses = new Map<string, number>();
const serverErrors: string[] = [];

async function api(method: string, path: string, token: string, body?: unknown, query: Record<string, string> = {}) {
  const url = new URL(path, started.api);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const res = await fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  const parsed = text ? JSON.parse(text) : null;
  const outcome = res.status < 400 ? String(res.status) : `${res.status} ${parsed?.error?.code ?? ''}`.trim();
  statuses.set(outcome, (statuses.get(outcome) ?? 0) + 1);
  if (res.status >= 500) serverErrors.push(`${method} ${path} → ${res.status} ${text.slice(0, 300)}`);
  return { status: res.status, body: parsed, headers: res.headers };
}

/**
 * The checks after the run read thousands of items one by one: a few at a time, so a 10-minute
 * run reconciles in minutes, not in longer than it ran.
 */
async function eachInPool<T>(items: readonly T[], work: (item: T) => Promise<void>, size = 8): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

async function listAll(path: string, token: string): Promise<any[]> {
  const items: any[] = [];
  let cursor: string | undefined;
  do {
    const page = await api('GET', path, token, undefined, { limit: '100', ...(cursor ? { cursor } : {}) });
    if (page.status !== 200) throw new Error(`${path}: ${page.status} ${JSON.stringify(page.body)}`);
    items.push(...(page.body.data.items ?? page.body.data.wallets));
    cursor = page.body.data.next_cursor ?? undefined;
  } while (cursor);
  return items;
}

function addApprover(): Promise<string> {
  return new Promise((done, fail) => {
    const args = [
      'infra/admin/cli.ts',
      'add-approver',
      '--workspace',
      started.workspace,
      '--email',
      `soak-approver-${seed}@local.test`,
      '--name',
      'Soak approver',
    ];
    execFile(process.execPath, args, { cwd: REPO_ROOT, env: { ...process.env, LOCAL_STATE_DIR: stateDir } }, (error, stdout, stderr) => {
      if (error) return fail(new Error(`add-approver failed: ${stderr}`));
      done(JSON.parse(stdout).token);
    });
  });
}

// ── the run ──────────────────────────────────────────────────────────────────────────────
const owner = started.token;
const failures: string[] = [];
const check = (ok: boolean, message: string) => void (ok || failures.push(message));

try {
  const approver = await addApprover();
  check((await api('PUT', '/v1/workspace/networks', owner, { enabled_networks: [NETWORK] })).status === 200, 'enable networks');
  const wallets: string[] = [];
  for (let i = 0; i < 3; i++) {
    const res = await api('POST', '/v1/wallets', owner, { name: `Soak ${i}`, networks: [NETWORK] });
    if (res.status !== 201) throw new Error(`create wallet: ${res.status}`);
    wallets.push(res.body.data.wallet.id);
  }

  const deposits = new Map<string, { wallet: string; amount: bigint }>();
  const transfers = new Map<string, { wallet: string; amount: bigint; key?: string }>();
  const keys = new Map<string, { body: unknown; id: string }>();
  let operations = 0;

  const deposit = async (wallet: string, amount: bigint) => {
    const res = await api('POST', `/v1/sandbox/wallets/${wallet}/deposits`, owner, {
      network_code: NETWORK,
      asset_symbol: ASSET,
      amount_base_units: amount.toString(),
    });
    if (res.status === 201) deposits.set(res.body.data.transaction.id, { wallet, amount });
    else check(false, `deposit answered ${res.status}`);
  };
  const pending = () => [...transfers.keys()];
  const transfer = async (twice: boolean) => {
    const wallet = pick(wallets);
    // 1 in 10 ends in a custody failure: 4041 refused at release, 4042 failed on chain.
    const tail = random() < 0.1 ? pick(['4041', '4042']) : String(10 + Math.floor(random() * 900));
    const amount = BigInt(String(1 + Math.floor(random() * 50)) + tail);
    const key = random() < 0.5 ? `soak-${seed}-${operations}-${Math.floor(random() * 1e9)}` : undefined;
    const body = {
      wallet_id: wallet,
      network_code: NETWORK,
      asset_symbol: ASSET,
      amount_base_units: amount.toString(),
      to_address: DEST,
      ...(key ? { idempotency_key: key } : {}),
    };
    const answers = await Promise.all(Array.from({ length: twice && key ? 2 : 1 }, () => api('POST', '/v1/transfers', owner, body)));
    const created = answers.filter((a) => a.status === 201);
    for (const a of answers)
      check([201, 409, 422].includes(a.status), `transfer answered ${a.status}: ${JSON.stringify(a.body?.error ?? null)}`);
    const ids = new Set(created.map((a) => a.body.data.id as string));
    check(ids.size <= 1, `one key made ${ids.size} transfers`);
    for (const id of ids) {
      transfers.set(id, { wallet, amount, ...(key ? { key } : {}) });
      if (key) keys.set(key, { body, id });
    }
  };
  const decide = async () => {
    const ids = pending();
    if (ids.length === 0) return;
    const id = pick(ids);
    const actions =
      random() < 0.3
        ? [pick(['approve', 'reject', 'cancel']), pick(['approve', 'reject', 'cancel'])]
        : [pick(['approve', 'approve', 'reject', 'cancel'])];
    // A read of the transaction races the decisions: it must show one snapshot.
    const [read, ...answers] = await Promise.all([
      api('GET', `/v1/transactions/${id}`, owner),
      ...actions.map((a) => api('POST', `/v1/transfers/${id}/${a}`, a === 'cancel' ? owner : approver)),
    ]);
    for (const a of answers)
      check([200, 409].includes(a.status), `decision answered ${a.status}: ${JSON.stringify(a.body?.error ?? null)}`);
    const { transaction, transfer: seen } = read.body?.data ?? {};
    check(
      read.status === 200 && transaction?.status === seen?.activity.status,
      `a read racing a decision saw transaction ${transaction?.status}, transfer ${seen?.activity.status}`,
    );
  };

  for (const wallet of wallets) await deposit(wallet, 10_000_000n);
  // The first deposits confirm after the sandbox's settlement delay (1 s here) before transfers start.
  await new Promise((r) => setTimeout(r, 2500));
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      while (Date.now() < deadline) {
        operations++;
        const roll = random();
        if (roll < 0.1) await deposit(pick(wallets), BigInt(1 + Math.floor(random() * 100_000)));
        else if (roll < 0.5) await transfer(random() < 0.3);
        else await decide();
      }
    }),
  );

  // ── settle, then reconcile ─────────────────────────────────────────────────────────────
  const settleBy = Date.now() + 60_000;
  let listed: any[] = [];
  for (;;) {
    listed = await listAll('/v1/transfers', owner);
    const moving = listed.filter((t) => t.activity.status === 'processing').length;
    const txns = (await Promise.all(wallets.map((w) => listAll(`/v1/wallets/${w}/transactions`, owner)))).flat();
    const unconfirmed = txns.filter((t) => t.type === 'deposit' && t.status !== 'completed').length;
    if ((moving === 0 && unconfirmed === 0) || Date.now() > settleBy) break;
    await new Promise((r) => setTimeout(r, 500));
  }

  // Transfers: exactly the ones answered 201.
  const byId = new Map(listed.map((t) => [t.id as string, t]));
  check(byId.size === transfers.size, `the API lists ${byId.size} transfers, ${transfers.size} were created`);
  for (const id of transfers.keys()) check(byId.has(id), `transfer ${id} answered 201 but is not listed`);

  // The ledger, per wallet.
  const balances = (await api('GET', '/v1/balances', owner)).body.data.items;
  for (const wallet of wallets) {
    const entry = balances
      .find((i: any) => i.wallet_id === wallet && i.network_code === NETWORK)
      .balances.find((b: any) => b.symbol === ASSET);
    const deposited = [...deposits.values()].filter((d) => d.wallet === wallet).reduce((s, d) => s + d.amount, 0n);
    const mine = [...transfers.entries()]
      .filter(([, t]) => t.wallet === wallet)
      .map(([id, t]) => ({ ...t, status: byId.get(id)?.activity.status }));
    const sent = mine.filter((t) => t.status === 'completed').reduce((s, t) => s + t.amount, 0n);
    const inFlight = mine.filter((t) => !FINAL.has(t.status)).reduce((s, t) => s + t.amount, 0n);
    const expected = { balance: deposited - sent, reserved: inFlight, available: deposited - sent - inFlight, pending: 0n };
    for (const field of ['balance', 'reserved', 'available', 'pending'] as const) {
      check(BigInt(entry[field]) === expected[field], `wallet ${wallet}: ${field} ${entry[field]}, expected ${expected[field]}`);
    }
  }

  // Each transfer's transaction: same status, one snapshot.
  await eachInPool([...transfers.keys()], async (id) => {
    const res = await api('GET', `/v1/transactions/${id}`, owner);
    check(
      res.status === 200 && res.body.data.transaction.status === res.body.data.transfer.activity.status,
      `transaction ${id} disagrees with its transfer`,
    );
  });

  // Events: gapless per-resource sequences, one request event per transfer, created_at order.
  const events = await listAll('/v1/events', owner);
  const sequences = new Map<string, number[]>();
  for (const e of events)
    sequences.set(`${e.resource_type}:${e.resource_id}`, [...(sequences.get(`${e.resource_type}:${e.resource_id}`) ?? []), e.sequence]);
  for (const [resource, seqs] of sequences) {
    const sorted = [...seqs].sort((a, b) => a - b);
    check(
      sorted.every((s, i) => s === i + 1),
      `${resource}: sequences ${sorted.join(',')}`,
    );
  }
  const requested = events.filter((e) => e.type === 'transfer.requested').length;
  check(requested === transfers.size, `${requested} transfer.requested events for ${transfers.size} transfers`);
  const backwards = events.slice(1).filter((e, i) => Date.parse(e.created_at) > Date.parse(events[i].created_at)).length;
  check(backwards === 0, `created_at runs backwards ${backwards} times in the event listing`);

  // Idempotency: every key sent again returns its one transfer.
  await eachInPool([...keys], async ([key, { body, id }]) => {
    // The replays go out faster than the mix did and meet the key's write limit: a caller waits as
    // told and sends the same request again.
    let again = await api('POST', '/v1/transfers', owner, body);
    for (let tries = 1; again.status === 429 && tries < 5; tries++) {
      await new Promise((r) => setTimeout(r, Number(again.headers.get('retry-after') ?? 1) * 1000));
      again = await api('POST', '/v1/transfers', owner, body);
    }
    check(
      again.status === 201 && again.body.data.id === id && again.headers.get('idempotent-replayed') === 'true',
      `key ${key} did not replay ${id}`,
    );
  });

  check(
    serverErrors.length === 0,
    `${serverErrors.length} 5xx answers:\n  ${serverErrors.slice(0, 10).join('\n  ')}\n  the stack's error lines (${stackErrorLines.length}):\n  ${stackErrorLines.slice(0, 20).join('\n  ')}`,
  );
  const finals: Record<string, number> = {};
  for (const t of byId.values()) finals[t.activity.status] = (finals[t.activity.status] ?? 0) + 1;
  const requests = [...statuses.values()].reduce((a, b) => a + b, 0);
  console.log(
    JSON.stringify(
      {
        seed,
        seconds,
        requests,
        answers: Object.fromEntries([...statuses].sort(([a], [b]) => a.localeCompare(b))),
        deposits: deposits.size,
        transfers: transfers.size,
        transfer_statuses: finals,
        idempotency_keys: keys.size,
        events: events.length,
        reconciled: failures.length === 0,
      },
      null,
      2,
    ),
  );
  if (failures.length > 0) {
    console.error(`soak: ${failures.length} mismatch(es):\n- ${failures.slice(0, 50).join('\n- ')}`);
    await stop(1);
  }
  await stop(0);
} catch (error) {
  console.error('soak: the run failed:', error);
  await stop(1);
}
