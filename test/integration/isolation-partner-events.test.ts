/**
 * The isolation matrix for the partner's callbacks, which have no tenant: the payment is found by
 * its reference alone (it names no workspace and no environment: the payment's lookup item
 * does), so the reference must not be enough. A callback naming a workspace's payment with any
 * provider_reference but the payment's own (another workspace's payment's, a near miss) is 404
 * `not_found`, changes nothing in either workspace and shows nothing of the payment, and its
 * event id is not burnt: the true partner's delivery under that id still applies.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api } from '../support/api.ts';
import { deliver, hybrid, hybridPayment, statusEvent, stopHybrid, type HybridPayment } from '../support/hybrid.ts';
import { settledSnapshot, snapshotWorkspace, type Snapshot } from '../support/resources/snapshot.ts';
import { tenantsOf, type Tenant } from '../support/resources/tenant.ts';

interface Owned {
  owner: Tenant;
  payment: HybridPayment;
}

let owned: Owned[];
let intruder: HybridPayment;
let before: Map<string, Snapshot>;

beforeAll(async () => {
  const [a, b] = await Promise.all([tenantsOf('isoPartnerA'), tenantsOf('isoPartnerB')]);
  // Live payments only: a sandbox one would move on by its scenario while the snapshots are compared.
  owned = await Promise.all([a.live, b.live].map(async (owner) => ({ owner, payment: await hybridPayment(owner.token) })));
  // A payment of B's, whose own (valid) provider reference is offered with A's reference.
  intruder = owned[1]!.payment;
  before = new Map(
    await Promise.all([a, b].map(async (t) => [t.workspace.workspaceId, await settledSnapshot(t.workspace.workspaceId)] as const)),
  );
}, 120_000);

afterAll(stopHybrid);

describe('partner callbacks: isolation by reference', () => {
  it('refuses a callback naming a payment by reference with another provider_reference (404, nothing shown)', async () => {
    const failures: string[] = [];
    const target = owned[0]!;
    // Through the test stack's function and through the hybrid gateway's: the same answer.
    const gateways = [inject('stack').apiUrl, (await hybrid()).url];
    const wrongReferences = [
      intruder.provider_reference,
      `${target.payment.provider_reference}x`,
      target.payment.provider_reference.toLowerCase(),
      'PARTNER-00000000',
    ];
    for (const provider_reference of wrongReferences) {
      for (const status of ['processing', 'succeeded', 'failed', 'cancelled']) {
        const event = statusEvent(target.payment, status, { provider_reference, id: `iso-${status}-${provider_reference}` });
        for (const baseUrl of gateways) {
          const res = await deliver(event, { baseUrl });
          const leaked = [target.owner.canary, target.owner.workspaceId, target.payment.provider_reference].filter(
            (s) => res.text.includes(s) && s !== provider_reference,
          );
          if (res.status !== 404 || res.body?.error?.code !== 'not_found' || leaked.length > 0) {
            failures.push(
              `${status} with ${provider_reference}: ${res.status} ${res.body?.error?.code}${leaked.length ? ` leaked ${leaked.join(',')}` : ''}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('left every workspace unchanged', async () => {
    for (const [workspaceId, snapshot] of before) expect(await snapshotWorkspace(workspaceId)).toEqual(snapshot);
  });

  it("still applies the true partner's event, under an id a refused callback used (the 404s above are not vacuous)", async () => {
    const target = owned[0]!;
    const res = await deliver(statusEvent(target.payment, 'processing', { id: `iso-processing-${intruder.provider_reference}` }));
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ applied: true, payment_status: 'processing' });
    const read = await api('GET', `/v1/ramp/payments/${target.payment.reference}`, {
      token: target.owner.token,
      query: { environment: 'live' },
    });
    expect(read.body.data.status).toBe('processing');
  });
});
