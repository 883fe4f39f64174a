/**
 * Reads that agree with themselves while writers race them: a transaction read with its transfer
 * is one snapshot (their statuses move together, docs/wallets-transfers.md), and an event's id and
 * its `created_at` are one clock reading, so the created range and the newest-first order of
 * `GET /v1/events` follow the `created_at` the caller sees.
 */
import { describe, expect, it } from 'vitest';
import { api, newWorkspace, type TestWorkspace } from '../support/api.ts';
import { clearFaults, faultHeaders, injectFault, tracedCalls } from '../support/faults.ts';
import { enableNetworks, fund, newMember, newWallet, setApprovals, until } from '../support/wallets.ts';

const DEST = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';
const FINAL = ['completed', 'failed', 'canceled'];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function newTransfer(ws: TestWorkspace, walletId: string, amount: string): Promise<string> {
  const res = await api('POST', '/v1/transfers', {
    token: ws.token,
    body: { wallet_id: walletId, network_code: 'ethereum', asset_symbol: 'ETH', amount_base_units: amount, to_address: DEST },
  });
  expect(res.status, res.text).toBe(201);
  return res.body.data.id;
}

/** Every event of the workspace, as `GET /v1/events` lists them (newest first), with `query` applied. */
async function allEvents(ws: TestWorkspace, query: Record<string, string> = {}): Promise<{ id: string; created_at: string }[]> {
  const items: { id: string; created_at: string }[] = [];
  let cursor: string | undefined;
  do {
    const page = await api('GET', '/v1/events', { token: ws.token, query: { ...query, limit: '100', ...(cursor ? { cursor } : {}) } });
    expect(page.status, page.text).toBe(200);
    items.push(...page.body.data.items);
    cursor = page.body.data.next_cursor ?? undefined;
  } while (cursor);
  return items;
}

/** A workspace whose transfers need one approval, a wallet funded with ETH, and a member who approves. */
async function fundedWorkspaceWithApprover() {
  const ws = await newWorkspace();
  await enableNetworks(ws, ['ethereum']);
  await setApprovals(ws, true, 1);
  const wallet = await newWallet(ws, ['ethereum']);
  await fund(ws, wallet.id, 'ethereum', 'ETH', '1000000');
  const approver = await newMember(ws, ['transfers:approve']);
  return { ws, wallet, approver };
}

describe('reads under concurrent writers', () => {
  it('shows a transaction and its transfer from one snapshot while approvals, rejections, cancels and custody move them', async () => {
    const { ws, wallet, approver } = await fundedWorkspaceWithApprover();
    // Amount 4042 fails on chain after broadcast: custody moves it twice more, to failed.
    const amounts = Array.from({ length: 12 }, (_, i) => (i % 4 === 3 ? '4042' : String(10 + i)));
    const ids = await Promise.all(amounts.map((amount) => newTransfer(ws, wallet.id, amount)));
    const mismatches: string[] = [];
    let reads = 0;
    const readUntilFinal = async (id: string) => {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const res = await api('GET', `/v1/transactions/${id}`, { token: ws.token });
        expect(res.status, res.text).toBe(200);
        reads++;
        const { transaction, transfer } = res.body.data;
        if (transaction.status !== transfer.activity.status)
          mismatches.push(`${id}: transaction ${transaction.status}, transfer ${transfer.activity.status}`);
        if (FINAL.includes(transfer.activity.status) || Date.now() > deadline) return;
      }
    };
    const decide = async (id: string, i: number) => {
      await sleep(5 + ((i * 7) % 40));
      const action = i % 6 === 1 ? 'reject' : i % 6 === 5 ? 'cancel' : 'approve';
      const res = await api('POST', `/v1/transfers/${id}/${action}`, { token: action === 'cancel' ? ws.token : approver.token });
      expect(res.status, res.text).toBe(200);
    };
    // Two readers per transfer race its decision, then custody's broadcast and settlement.
    await Promise.all(ids.flatMap((id, i) => [decide(id, i), readUntilFinal(id), readUntilFinal(id)]));
    expect(mismatches).toEqual([]);
    expect(reads).toBeGreaterThan(ids.length * 4);
  });

  it('reads a transfer’s transaction again when the snapshot meets a write in flight, and answers 503 if it keeps meeting one', async () => {
    const scope = `consistent-reads-${crypto.randomUUID()}`;
    const ws = await newWorkspace();
    await enableNetworks(ws, ['ethereum']);
    const wallet = await newWallet(ws, ['ethereum']);
    await fund(ws, wallet.id, 'ethereum', 'ETH', '1000');
    const id = await newTransfer(ws, wallet.id, '10');
    try {
      await injectFault({ service: 'dynamodb', command: 'TransactGetItems', times: 2, error: 'conflict', scope });
      const read = await api('GET', `/v1/transactions/${id}`, { token: ws.token, headers: faultHeaders(scope) });
      expect(read.status, read.text).toBe(200);
      expect(read.body.data.transfer.id).toBe(id);
      const calls = await tracedCalls(scope);
      expect(calls.filter((c) => c.command === 'TransactGetItems').map((c) => c.failed !== null)).toEqual([true, true, false]);
      await injectFault({ service: 'dynamodb', command: 'TransactGetItems', times: 20, error: 'conflict', scope });
      const busy = await api('GET', `/v1/transactions/${id}`, { token: ws.token, headers: faultHeaders(scope) });
      expect(busy.status, busy.text).toBe(503);
      expect(busy.headers.get('retry-after')).toBe('1');
    } finally {
      await clearFaults(scope);
    }
  });

  it('lists events in created_at order, and a created range holds exactly the events whose created_at falls in it', async () => {
    const { ws, wallet, approver } = await fundedWorkspaceWithApprover();
    // Writers side by side: transfers requested and approved, deposits recorded and confirmed.
    const ids: string[] = [];
    await Promise.all([
      ...Array.from({ length: 8 }, async (_, i) => {
        const id = await newTransfer(ws, wallet.id, String(100 + i));
        ids.push(id);
        expect((await api('POST', `/v1/transfers/${id}/approve`, { token: approver.token })).status).toBe(200);
      }),
      ...Array.from({ length: 4 }, async () => {
        const res = await api('POST', `/v1/sandbox/wallets/${wallet.id}/deposits`, {
          token: ws.token,
          body: { network_code: 'ethereum', asset_symbol: 'ETH', amount_base_units: '7' },
        });
        expect(res.status, res.text).toBe(201);
      }),
    ]);
    // Let custody finish, so the listing no longer changes between the reads compared below.
    for (const id of ids)
      await until(
        () => api('GET', `/v1/transfers/${id}`, { token: ws.token }),
        (r) => FINAL.includes(r.body.data?.activity.status),
      );
    const stable = await until(
      async () => ({ before: (await allEvents(ws)).length, after: (await sleep(1500), await allEvents(ws)).length }),
      (n) => n.before === n.after,
    );
    expect(stable.before).toBe(stable.after);

    const events = await allEvents(ws);
    expect(events.length).toBeGreaterThan(40);
    const ms = (e: { created_at: string }) => Date.parse(e.created_at);
    // The time an event id carries (UUIDv7: its first 48 bits) is its created_at.
    expect(events.filter((e) => Number.parseInt(e.id.slice(4, 16), 16) !== ms(e)).map((e) => `${e.id} ${e.created_at}`)).toEqual([]);
    const backwards = events.slice(1).filter((e, i) => ms(e) > ms(events[i]!));
    expect(backwards.map((e) => `${e.id} ${e.created_at}`)).toEqual([]);

    // Windows bounded by event times (each bound inclusive): exactly the events inside, in order.
    const picks = [0, 1, 5, 10, 17, 25, 33, events.length - 2, events.length - 1].map((i) => events[Math.min(i, events.length - 1)]!);
    for (const pick of picks) {
      const at = pick.created_at;
      const after = await allEvents(ws, { created_after: at });
      expect(
        after.map((e) => e.id),
        `created_after ${at}`,
      ).toEqual(events.filter((e) => ms(e) >= ms(pick)).map((e) => e.id));
      const before = await allEvents(ws, { created_before: at });
      expect(
        before.map((e) => e.id),
        `created_before ${at}`,
      ).toEqual(events.filter((e) => ms(e) <= ms(pick)).map((e) => e.id));
    }
    const [lo, hi] = [picks[6]!, picks[2]!];
    const inside = await allEvents(ws, { created_after: lo.created_at, created_before: hi.created_at });
    expect(inside.map((e) => e.id)).toEqual(events.filter((e) => ms(e) >= ms(lo) && ms(e) <= ms(hi)).map((e) => e.id));
  });
});
