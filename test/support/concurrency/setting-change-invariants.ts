/**
 * Concurrency invariants of setting changes: approvals and rejections raced on one pending
 * change (one decision wins, the setting is written at most once, one event announces it), and
 * approvals raced with direct writes of the same setting (the change applies only on the version
 * it was made against, never over a later write), and reads racing to settle what fell due
 * (expiry, supersession: each written and announced once).
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import { settingChangeKey } from '#shared/db/setting-changes.ts';
import { api } from '../api.ts';
import type { Tenant } from '../resources/tenant.ts';
import { randomEvmAddress as address } from '#shared/fixtures/request-bodies.ts';
import { APPROVALS_OFF, pendingChangeIn, requesterToken } from '#shared/fixtures/setting-change-factories.ts';
import { noServerErrors, race, RACERS, registerInvariant, statusesOf } from './registry.ts';

const q = (t: Tenant) => ({ environment: t.environment });
const approvals = async (t: Tenant) =>
  (await api('GET', '/v1/workspace/transfer-approvals', { token: t.token, query: q(t) })).body.data.approvals;

/** Approve and reject raced on one change that turns approvals off: exactly one decision applies. */
const oneDecisionWins = async ({ tenant }: { tenant: Tenant }) => {
  const id = await pendingChangeIn(tenant);
  const before = await approvals(tenant);
  const actions = ['approve', 'reject'] as const;
  const results = await race(RACERS, (i) =>
    api('POST', `/v1/workspace/setting-changes/${id}/${actions[i % 2]}`, { token: tenant.token, query: q(tenant) }),
  );
  noServerErrors(results);
  expect(statusesOf(results)).toEqual([200, ...Array(RACERS - 1).fill(409)]);
  const winner = actions[results.findIndex((r) => r.status === 200) % 2]!;
  const change = (await api('GET', `/v1/workspace/setting-changes/${id}`, { token: tenant.token, query: q(tenant) })).body.data
    .setting_change;
  expect(change.status).toBe(winner === 'approve' ? 'approved' : 'rejected');
  // The setting was written once (approved) or not at all (rejected): never twice, never half.
  const after = await approvals(tenant);
  if (winner === 'approve') expect(after).toMatchObject({ ...APPROVALS_OFF, version: before.version + 1 });
  else expect(after).toEqual(before);
  const events = (await api('GET', '/v1/events', { token: tenant.token, query: { ...q(tenant), limit: '100' } })).body.data.items.filter(
    (e: { resource_id: string }) => e.resource_id === id,
  );
  expect(events.map((e: { type: string }) => e.type).sort()).toEqual(
    ['workspace.setting_change.requested', `workspace.setting_change.${change.status}`].sort(),
  );
};

for (const routeId of ['approveSettingChange', 'rejectSettingChange']) {
  registerInvariant({
    routeId,
    name: 'approve and reject raced on one setting change: one 200, the rest 409, the setting written at most once, one decision event',
    run: oneDecisionWins,
  });
}

registerInvariant({
  routeId: 'approveSettingChange',
  name: 'an unblock approved while the policy is written: it applies only on the version it was made against, every write gets its own version, the last one stands',
  run: async ({ tenant }) => {
    const policyPath = '/v1/workspace/transfer-policy';
    const blocked = address();
    const put = (token: string, list: string[]) =>
      api('PUT', policyPath, { token, query: q(tenant), body: { allowed_destination_addresses: [], blocked_destination_addresses: list } });
    expect((await put(tenant.token, [blocked])).status).toBe(200);
    const asked = await put(await requesterToken(tenant), []);
    expect(asked.status, asked.text).toBe(202);
    const id = asked.body.data.pending_change.id;
    // Half approve the unblock; half block one more address each (against version 1, a tightening).
    const results = await race(RACERS, (i) =>
      i % 2 === 0
        ? api('POST', `/v1/workspace/setting-changes/${id}/approve`, { token: tenant.token, query: q(tenant) })
        : put(tenant.token, [blocked, address()]),
    );
    noServerErrors(results);
    const approvals = results.filter((_, i) => i % 2 === 0);
    const writes = results.filter((_, i) => i % 2 === 1);
    expect(approvals.filter((r) => r.status === 200).length).toBeLessThanOrEqual(1);
    for (const r of approvals.filter((x) => x.status !== 200))
      expect([r.status, r.body.error.code]).toEqual([409, 'invalid_state_transition']);
    // A write that loosens what another wrote waits as a change, and the setting holds one at a time: the rest are 409 naming it.
    for (const r of writes) expect([200, 202, 409]).toContain(r.status);
    for (const r of writes.filter((x) => x.status === 409)) expect(r.body.error.details.reason).toBe('setting_change_pending');
    // Every write of the setting, the approval's included, has a version of its own, with no gap.
    const applied = approvals.filter((r) => r.status === 200).map((r) => r.body.data.setting_change);
    const versions = [
      ...applied.map((c) => c.applied_version as number),
      ...writes.filter((r) => r.status === 200).map((r) => r.body.data.policy.version as number),
    ];
    expect(versions.sort((a, b) => a - b)).toEqual(versions.map((_, i) => i + 2));
    // An approval that won applied right after the version it was made against, never over a later write.
    for (const c of applied) expect(c.applied_version).toBe(c.based_on_version + 1);
    const change = (await api('GET', `/v1/workspace/setting-changes/${id}`, { token: tenant.token, query: q(tenant) })).body.data
      .setting_change;
    expect(change.status).toBe(applied.length === 1 ? 'approved' : 'superseded');
    const final = (await api('GET', policyPath, { token: tenant.token, query: q(tenant) })).body.data.policy;
    expect(final.version).toBe(Math.max(1, ...versions));
    const last = writes.find((r) => r.status === 200 && r.body.data.policy.version === final.version);
    if (last) expect(final).toEqual(last.body.data.policy);
    else expect(final.blocked_destination_addresses).toEqual([]);
  },
});

/** The types of one change's events, sorted. */
async function eventTypesOf(t: Tenant, id: string): Promise<string[]> {
  const res = await api('GET', '/v1/events', { token: t.token, query: { ...q(t), limit: '100' } });
  return res.body.data.items
    .filter((e: { resource_id: string }) => e.resource_id === id)
    .map((e: { type: string }) => e.type)
    .sort();
}

/** Reads (one change and the listing, half each) racing to settle a change that fell due: settled and announced once. */
const settlesOnce = async ({ tenant }: { tenant: Tenant }) => {
  const read = (i: number, id: string) =>
    i % 2 === 0
      ? api('GET', `/v1/workspace/setting-changes/${id}`, { token: tenant.token, query: q(tenant) })
      : api('GET', '/v1/workspace/setting-changes', { token: tenant.token, query: { ...q(tenant), limit: '100' } });
  const statusIn = (r: Awaited<ReturnType<typeof api>>, id: string) =>
    r.body.data.setting_change?.status ?? r.body.data.items.find((c: { id: string }) => c.id === id)?.status;

  // Expiry: the change's 24 hours moved into the past.
  const expiring = await pendingChangeIn(tenant);
  await db.send(
    new UpdateCommand({
      TableName: TABLE_NAME,
      Key: settingChangeKey({ workspaceId: tenant.workspaceId, environment: tenant.environment }, expiring),
      UpdateExpression: 'SET expires_at = :past',
      ExpressionAttributeValues: { ':past': new Date(Date.now() - 1000).toISOString() },
    }),
  );
  const expiredReads = await race(RACERS, (i) => read(i, expiring));
  noServerErrors(expiredReads);
  expect(statusesOf(expiredReads)).toEqual(expiredReads.map(() => 200));
  for (const r of expiredReads) expect(statusIn(r, expiring)).toBe('expired');
  expect(await eventTypesOf(tenant, expiring)).toEqual(['workspace.setting_change.expired', 'workspace.setting_change.requested']);

  // Supersession: the setting written after the change was asked for (raising the count only tightens).
  const stale = await pendingChangeIn(tenant);
  const tightened = await api('PUT', '/v1/workspace/transfer-approvals', {
    token: tenant.token,
    query: q(tenant),
    body: { approval_required: true, required_approvals: 2 },
  });
  expect(tightened.status).toBe(200);
  const staleReads = await race(RACERS, (i) => read(i, stale));
  noServerErrors(staleReads);
  expect(statusesOf(staleReads)).toEqual(staleReads.map(() => 200));
  for (const r of staleReads) expect(statusIn(r, stale)).toBe('superseded');
  expect(await eventTypesOf(tenant, stale)).toEqual(['workspace.setting_change.requested', 'workspace.setting_change.superseded']);
};

for (const routeId of ['getSettingChange', 'listSettingChanges']) {
  registerInvariant({
    routeId,
    name: 'reads racing to settle a change that fell due (expired, superseded): every read 200 and shows it, each written and announced once',
    run: settlesOnce,
  });
}
