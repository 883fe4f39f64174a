/**
 * Four eyes on loosening a money control (docs/setting-changes.md), over real HTTP: one key that
 * may write settings can no longer turn approvals off, widen the allow-list or lift a block on
 * its own; another member approves or rejects the pending change, counted by member and never
 * by key; tightening applies at once; expiry, If-Match and a change made stale by another write.
 */
import { describe, expect, it } from 'vitest';
import { api, newWorkspace, type TestWorkspace } from '../support/api.ts';
import { auditLinesOf, expireNow, putSetting } from '../support/setting-changes.ts';
import { enableNetworks, fund, newMember, newWallet } from '../support/wallets.ts';

const EVM = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';
const EVM2 = '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB';
const TRON = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const POLICY = '/v1/workspace/transfer-policy';
const APPROVALS = '/v1/workspace/transfer-approvals';
const OFF = { approval_required: false, required_approvals: 1 };
const policy = (allowed: string[], blocked: string[]) => ({
  allowed_destination_addresses: allowed,
  blocked_destination_addresses: blocked,
});

/** A key of the owner with exactly these scopes, made through the API as an integration would. */
async function ownerKey(ws: TestWorkspace, scopes: string[]): Promise<string> {
  const res = await api('POST', '/v1/api-keys', { token: ws.token, body: { name: 'narrow', scopes } });
  expect(res.status, res.text).toBe(201);
  return res.body.data.token;
}

const change = (token: string, id: string, action: 'approve' | 'reject') =>
  api('POST', `/v1/workspace/setting-changes/${id}/${action}`, { token });
const readChange = (ws: TestWorkspace, id: string) => api('GET', `/v1/workspace/setting-changes/${id}`, { token: ws.token });

/** The events of one change, oldest first. */
async function eventsOf(ws: TestWorkspace, changeId: string) {
  const res = await api('GET', '/v1/events', { token: ws.token, query: { limit: '100' } });
  return (res.body.data.items as { type: string; resource_id: string; data: { sequence: number; setting_change: { status: string } } }[])
    .filter((e) => e.resource_id === changeId)
    .reverse();
}

describe('four eyes on loosening a money control', () => {
  it('the finding: a key with workspace:write and transfers:write cannot turn approvals off, empty the allow-list or lift a block on its own', async () => {
    const ws = await newWorkspace();
    await enableNetworks(ws, ['ethereum']);
    const w = await newWallet(ws, ['ethereum']);
    await fund(ws, w.id, 'ethereum', 'ETH', '100');
    const key = await ownerKey(ws, ['workspace:write', 'transfers:write']);

    const off = await api('PUT', APPROVALS, { token: key, body: OFF });
    expect(off.status, off.text).toBe(202);
    expect(off.headers.get('etag')).toBe('"0"');
    expect(off.body.data.approvals).toMatchObject({ approval_required: true, required_approvals: 1, version: 0 });
    expect(off.body.data.pending_change).toMatchObject({
      setting: 'transfer_approvals',
      status: 'pending',
      loosens: ['approvals_turned_off'],
      difference: { approval_required: { from: true, to: false }, required_approvals: { from: 1, to: 1 } },
      proposed_value: OFF,
      based_on_version: 0,
      required_approvals: 1,
      approvals: [],
      requested_by: { id: ws.owner.id, email: ws.owner.email },
    });
    const transfer = await api('POST', '/v1/transfers', {
      token: key,
      body: { wallet_id: w.id, network_code: 'ethereum', asset_symbol: 'ETH', amount_base_units: '5', to_address: EVM },
    });
    expect(transfer.status, transfer.text).toBe(201);
    expect(transfer.body.data).toMatchObject({
      approval_state: 'pending_approval',
      required_approvals: 1,
      activity: { status: 'pending' },
    });

    // The allow-list and the block-list: set (tightening, at once), then emptied or lifted (held back).
    expect((await api('PUT', POLICY, { token: key, body: policy([EVM], [TRON]) })).status).toBe(200);
    const emptied = await api('PUT', POLICY, { token: key, body: policy([], [TRON]) });
    expect([emptied.status, emptied.body.data.pending_change?.loosens]).toEqual([202, ['allow_list_emptied']]);
    // One pending change per setting: lifting the block while the emptying waits is refused, naming it.
    const lifted = await api('PUT', POLICY, { token: key, body: policy([EVM], []) });
    expect([lifted.status, lifted.body.error?.code, lifted.body.error?.details]).toEqual([
      409,
      'conflict',
      { reason: 'setting_change_pending', pending_change_id: emptied.body.data.pending_change.id },
    ]);
    expect((await api('GET', POLICY, { token: key })).body.data.policy).toMatchObject(policy([EVM], [TRON]));

    // Neither that key nor another key of the same member can approve: approvals count members.
    expect((await change(key, off.body.data.pending_change.id, 'approve')).body.error.code).toBe('forbidden');
    const sameMember = await ownerKey(ws, ['workspace:approve']);
    const own = await change(sameMember, off.body.data.pending_change.id, 'approve');
    expect([own.status, own.body.error.code, own.body.error.details]).toEqual([
      403,
      'requester_cannot_approve',
      {
        requested_by_email: ws.owner.email,
        required_scope: 'workspace:approve',
        add_approver: {
          command: 'npm run admin -- add-approver --workspace <workspace id> --email <their email>',
          docs: 'docs/wallets-transfers.md#approval',
        },
      },
    ]);
    expect((await change(sameMember, off.body.data.pending_change.id, 'reject')).body.error.code).toBe('requester_cannot_approve');
    expect((await api('GET', APPROVALS, { token: key })).body.data.approvals).toMatchObject({ approval_required: true, version: 0 });
  });

  it('holds one pending change per setting: of 30 concurrent turn-offs one is held back, the rest 409 naming it; one event', async () => {
    const ws = await newWorkspace();
    const answers = await Promise.all(Array.from({ length: 30 }, () => api('PUT', APPROVALS, { token: ws.token, body: OFF })));
    expect(answers.map((r) => r.status).sort()).toEqual([202, ...Array(29).fill(409)]);
    const held = answers.find((r) => r.status === 202)!.body.data.pending_change.id as string;
    for (const r of answers.filter((x) => x.status === 409)) {
      expect(r.body.error).toMatchObject({ code: 'conflict', details: { reason: 'setting_change_pending', pending_change_id: held } });
    }
    const listed = (await api('GET', '/v1/workspace/setting-changes', { token: ws.token, query: { limit: '100' } })).body.data.items;
    expect(listed.map((c: { id: string }) => c.id)).toEqual([held]);
    expect((await eventsOf(ws, held)).map((e) => e.type)).toEqual(['workspace.setting_change.requested']);
    const events = (await api('GET', '/v1/events', { token: ws.token, query: { limit: '100' } })).body.data.items;
    expect(events.filter((e: { type: string }) => e.type === 'workspace.setting_change.requested')).toHaveLength(1);
    // The other setting has its own slot.
    expect((await api('PUT', POLICY, { token: ws.token, body: policy([EVM], []) })).status).toBe(200);
    expect((await api('PUT', POLICY, { token: ws.token, body: policy([EVM, EVM2], []) })).status).toBe(202);
    // Once the change is decided (rejected here), the next request is held back as a change of its own.
    const other = await newMember(ws, ['workspace:approve']);
    expect((await change(other.token, held, 'reject')).status).toBe(200);
    const again = await api('PUT', APPROVALS, { token: ws.token, body: OFF });
    expect(again.status, again.text).toBe(202);
    expect(again.body.data.pending_change.id).not.toBe(held);
    // Made stale by a later write of the setting (a tightening), a pending change no longer holds the slot.
    expect((await api('PUT', APPROVALS, { token: ws.token, body: { approval_required: true, required_approvals: 2 } })).status).toBe(200);
    expect((await api('PUT', APPROVALS, { token: ws.token, body: OFF })).status).toBe(202);
  });

  it('applies a tightening at once (200, pending_change null), in every part of both settings', async () => {
    const ws = await newWorkspace();
    const steps: [string, unknown][] = [
      [POLICY, policy([EVM, EVM2], [])], // an allow-list where there was none
      [POLICY, policy([EVM], [])], // a shorter allow-list, still not empty
      [POLICY, policy([EVM], [TRON])], // a longer block-list
      [POLICY, policy([EVM], [TRON])], // the same again: nothing loosens
      [APPROVALS, { approval_required: true, required_approvals: 3 }],
    ];
    for (const [path, body] of steps) {
      const res = await api('PUT', path, { token: ws.token, body });
      expect([res.status, res.body.data?.pending_change], `${path} ${JSON.stringify(body)}`).toEqual([200, null]);
    }
    expect((await api('GET', POLICY, { token: ws.token })).body.data.policy).toMatchObject({ ...policy([EVM], [TRON]), version: 4 });
    expect((await api('GET', '/v1/workspace/setting-changes', { token: ws.token })).body.data.items).toEqual([]);
  });

  it('holds back a change that tightens one part and loosens another, whole', async () => {
    const ws = await newWorkspace();
    await api('PUT', POLICY, { token: ws.token, body: policy([EVM], []) });
    const mixed = await api('PUT', POLICY, { token: ws.token, body: policy([EVM, EVM2], [TRON]) });
    expect(mixed.status).toBe(202);
    expect(mixed.body.data.pending_change).toMatchObject({
      loosens: ['allow_list_extended'],
      difference: {
        allowed_destination_addresses: { added: [EVM2], removed: [] },
        blocked_destination_addresses: { added: [TRON], removed: [] },
      },
      previous_value: policy([EVM], []),
      proposed_value: policy([EVM, EVM2], [TRON]),
    });
    // Not even the block went in: the tightening is sent on its own to apply at once.
    expect((await api('GET', POLICY, { token: ws.token })).body.data.policy).toMatchObject({ ...policy([EVM], []), version: 1 });
    expect((await api('PUT', POLICY, { token: ws.token, body: policy([EVM], [TRON]) })).status).toBe(200);
  });

  it('applies the change when another member approves it, with its events and audit lines', async () => {
    const ws = await newWorkspace();
    await api('PUT', POLICY, { token: ws.token, body: policy([EVM], [TRON]) });
    const asked = await api('PUT', POLICY, { token: ws.token, body: policy([EVM, EVM2], []) });
    expect(asked.status).toBe(202);
    const id = asked.body.data.pending_change.id;
    expect(asked.body.data.pending_change).toMatchObject({ loosens: ['allow_list_extended', 'block_list_reduced'], based_on_version: 1 });
    expect(Date.parse(asked.body.data.pending_change.expires_at) - Date.parse(asked.body.data.pending_change.created_at)).toBe(
      24 * 3600 * 1000,
    );

    const approver = await newMember(ws, ['workspace:approve']);
    const approved = await change(approver.token, id, 'approve');
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.data.setting_change).toMatchObject({
      status: 'approved',
      applied_version: 2,
      approvals: [{ member: { id: approver.id, email: approver.email } }],
    });
    expect((await api('GET', POLICY, { token: ws.token })).body.data.policy).toMatchObject({ ...policy([EVM, EVM2], []), version: 2 });
    expect((await readChange(ws, id)).body.data.setting_change.status).toBe('approved');
    const again = await change(approver.token, id, 'approve');
    expect([again.status, again.body.error.code, again.body.error.details]).toEqual([
      409,
      'invalid_state_transition',
      { action: 'approve', status: 'approved' },
    ]);

    const events = await eventsOf(ws, id);
    expect(events.map((e) => [e.type, e.data.sequence, e.data.setting_change.status])).toEqual([
      ['workspace.setting_change.requested', 1, 'pending'],
      ['workspace.setting_change.approved', 2, 'approved'],
    ]);

    const [requestedLine] = await auditLinesOf(asked);
    expect(requestedLine).toMatchObject({
      audit: 'setting_change.requested',
      workspace_id: ws.workspaceId,
      environment: 'sandbox',
      setting: 'transfer_policy',
      member_id: ws.owner.id,
      actor_key_id: ws.apiKeyId,
      change_id: id,
      request_id: asked.headers.get('x-request-id'),
    });
    const [approvedLine] = await auditLinesOf(approved);
    expect(approvedLine).toMatchObject({
      audit: 'setting_change.approved',
      member_id: approver.id,
      change_id: id,
      requested_by_member_id: ws.owner.id,
      setting_version: 2,
    });
    expect(JSON.stringify(approvedLine)).not.toMatch(/wsk_/);
  });

  it('needs as many distinct members as transfers do, each once', async () => {
    const ws = await newWorkspace();
    await api('PUT', APPROVALS, { token: ws.token, body: { approval_required: true, required_approvals: 2 } });
    const asked = await api('PUT', APPROVALS, { token: ws.token, body: { approval_required: true, required_approvals: 1 } });
    expect(asked.body.data.pending_change).toMatchObject({ loosens: ['required_approvals_lowered'], required_approvals: 2 });
    const id = asked.body.data.pending_change.id;
    const [m1, m2] = await Promise.all([newMember(ws, ['workspace:approve', 'api_keys:write']), newMember(ws, ['workspace:approve'])]);
    const first = await change(m1.token, id, 'approve');
    expect(first.body.data.setting_change).toMatchObject({ status: 'pending', approvals: [{ member: { id: m1.id } }] });
    const twice = await change(m1.token, id, 'approve');
    expect([twice.status, twice.body.error.details.reason]).toEqual([409, 'already_approved']);
    // A second key of the same member is the same member.
    const m1Again = await api('POST', '/v1/api-keys', { token: m1.token, body: { name: 'second key', scopes: ['workspace:approve'] } });
    expect((await change(m1Again.body.data.token, id, 'approve')).body.error.details.reason).toBe('already_approved');
    expect((await api('GET', APPROVALS, { token: ws.token })).body.data.approvals.required_approvals).toBe(2);
    const second = await change(m2.token, id, 'approve');
    expect(second.body.data.setting_change).toMatchObject({ status: 'approved', applied_version: 2 });
    expect((await api('GET', APPROVALS, { token: ws.token })).body.data.approvals).toMatchObject({ required_approvals: 1, version: 2 });
  });

  it('leaves the setting as it is when another member rejects the change', async () => {
    const ws = await newWorkspace();
    const asked = await api('PUT', APPROVALS, { token: ws.token, body: OFF });
    const id = asked.body.data.pending_change.id;
    const other = await newMember(ws, ['workspace:approve']);
    const rejected = await change(other.token, id, 'reject');
    expect(rejected.body.data.setting_change).toMatchObject({ status: 'rejected', rejected_by: { id: other.id }, applied_version: null });
    expect((await api('GET', APPROVALS, { token: ws.token })).body.data.approvals).toMatchObject({ approval_required: true, version: 0 });
    expect((await change(other.token, id, 'approve')).body.error).toMatchObject({
      code: 'invalid_state_transition',
      details: { status: 'rejected' },
    });
    expect((await eventsOf(ws, id)).map((e) => e.type)).toEqual([
      'workspace.setting_change.requested',
      'workspace.setting_change.rejected',
    ]);
    expect((await auditLinesOf(rejected))[0]).toMatchObject({ audit: 'setting_change.rejected', member_id: other.id, change_id: id });
    // A key without workspace:approve (workspace:write included) cannot decide at all.
    const writer = await newMember(ws, ['workspace:write']);
    expect((await change(writer.token, id, 'reject')).body.error).toMatchObject({
      code: 'forbidden',
      details: { required_scope: 'workspace:approve' },
    });
  });

  it('expires a change 24 hours after it was asked for: read as expired, announced once, refused', async () => {
    const ws = await newWorkspace();
    const asked = await api('PUT', APPROVALS, { token: ws.token, body: OFF });
    const id = asked.body.data.pending_change.id;
    await expireNow(ws, id);
    const pending = await api('GET', '/v1/workspace/setting-changes', { token: ws.token, query: { status: 'pending' } });
    expect(pending.body.data.items).toEqual([]);
    expect((await readChange(ws, id)).body.data.setting_change.status).toBe('expired');
    const other = await newMember(ws, ['workspace:approve']);
    expect((await change(other.token, id, 'approve')).body.error).toMatchObject({
      code: 'invalid_state_transition',
      details: { action: 'approve', status: 'expired' },
    });
    expect((await eventsOf(ws, id)).map((e) => e.type)).toEqual(['workspace.setting_change.requested', 'workspace.setting_change.expired']);
    expect((await api('GET', APPROVALS, { token: ws.token })).body.data.approvals.approval_required).toBe(true);
  });

  it('keeps If-Match working: a stale version is 412 for a loosening too, a current one holds the change against it', async () => {
    const ws = await newWorkspace();
    await api('PUT', POLICY, { token: ws.token, body: policy([], [TRON]) });
    const stale = await api('PUT', POLICY, { token: ws.token, headers: { 'if-match': '"0"' }, body: policy([], []) });
    expect([stale.status, stale.body.error.code, stale.body.error.details]).toEqual([412, 'precondition_failed', { current_version: 1 }]);
    const current = await api('PUT', POLICY, { token: ws.token, headers: { 'if-match': '"1"' }, body: policy([], []) });
    expect([current.status, current.headers.get('etag'), current.body.data.pending_change.based_on_version]).toEqual([202, '"1"', 1]);
    const approvalsStale = await api('PUT', APPROVALS, { token: ws.token, headers: { 'if-match': '"3"' }, body: OFF });
    expect(approvalsStale.status).toBe(412);
  });

  it('refuses to apply a change made stale by a later write: superseded, and the later write stays', async () => {
    const ws = await newWorkspace();
    await api('PUT', POLICY, { token: ws.token, body: policy([], [TRON]) });
    const asked = await api('PUT', POLICY, { token: ws.token, body: policy([], []) });
    const id = asked.body.data.pending_change.id;
    // Meanwhile someone blocks another address (a tightening, applied at once).
    expect((await api('PUT', POLICY, { token: ws.token, body: policy([], [TRON, EVM2]) })).status).toBe(200);
    const other = await newMember(ws, ['workspace:approve']);
    const approve = await change(other.token, id, 'approve');
    expect([approve.status, approve.body.error.code, approve.body.error.details]).toEqual([
      409,
      'invalid_state_transition',
      { action: 'approve', status: 'superseded' },
    ]);
    // Applying the whole proposed value would have unblocked EVM2 too.
    expect((await api('GET', POLICY, { token: ws.token })).body.data.policy).toMatchObject({ ...policy([], [TRON, EVM2]), version: 2 });
    expect((await readChange(ws, id)).body.data.setting_change.status).toBe('superseded');
    expect((await eventsOf(ws, id)).map((e) => e.type)).toEqual([
      'workspace.setting_change.requested',
      'workspace.setting_change.superseded',
    ]);
  });

  it('applies a loosening at once where approvals are off, and keeps environments apart', async () => {
    const ws = await newWorkspace();
    await putSetting(ws, APPROVALS, OFF, 'live');
    await api('PUT', POLICY, { token: ws.token, query: { environment: 'live' }, body: policy([], [TRON]) });
    const live = await api('PUT', POLICY, { token: ws.token, query: { environment: 'live' }, body: policy([], []) });
    expect([live.status, live.body.data.pending_change]).toEqual([200, null]);
    // Sandbox still requires approvals: the same loosening there waits.
    await api('PUT', POLICY, { token: ws.token, body: policy([], [TRON]) });
    const sandbox = await api('PUT', POLICY, { token: ws.token, body: policy([], []) });
    expect(sandbox.status).toBe(202);
    expect(
      (
        await api('GET', `/v1/workspace/setting-changes/${sandbox.body.data.pending_change.id}`, {
          token: ws.token,
          query: { environment: 'live' },
        })
      ).status,
    ).toBe(404);
    // Turning approvals back on is a tightening: at once.
    expect(
      (
        await api('PUT', APPROVALS, {
          token: ws.token,
          query: { environment: 'live' },
          body: { approval_required: true, required_approvals: 1 },
        })
      ).status,
    ).toBe(200);
  });

  it('lists changes newest first, filtered by status and setting, page by page', async () => {
    const ws = await newWorkspace();
    await api('PUT', POLICY, { token: ws.token, body: policy([], [TRON]) });
    const a = (await api('PUT', APPROVALS, { token: ws.token, body: OFF })).body.data.pending_change.id;
    const b = (await api('PUT', POLICY, { token: ws.token, body: policy([], []) })).body.data.pending_change.id;
    // One pending change per setting: the second turn-off is asked for once the first is rejected.
    const other = await newMember(ws, ['workspace:approve']);
    await change(other.token, a, 'reject');
    const c = (await api('PUT', APPROVALS, { token: ws.token, body: OFF })).body.data.pending_change.id;
    const list = async (query: Record<string, string>) =>
      (await api('GET', '/v1/workspace/setting-changes', { token: ws.token, query })).body.data;
    expect((await list({})).items.map((i: { id: string }) => i.id)).toEqual([c, b, a]);
    expect((await list({ status: 'pending' })).items.map((i: { id: string }) => i.id)).toEqual([c, b]);
    expect((await list({ setting: 'transfer_approvals' })).items.map((i: { id: string }) => i.id)).toEqual([c, a]);
    expect((await list({ status: 'rejected', setting: 'transfer_approvals' })).items.map((i: { id: string }) => i.id)).toEqual([a]);
    const first = await list({ limit: '2' });
    expect(first.items.map((i: { id: string }) => i.id)).toEqual([c, b]);
    expect((await list({ limit: '2', cursor: first.next_cursor })).items.map((i: { id: string }) => i.id)).toEqual([a]);
    expect((await api('GET', '/v1/workspace/setting-changes', { token: ws.token, query: { status: 'maybe' } })).status).toBe(400);
  });
});
