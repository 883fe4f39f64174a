/**
 * Runs every registered concurrency invariant (test/support/concurrency/) on a fresh tenant of
 * its own, and lists the write routes of the route table that have none yet.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { routeList } from '#shared/routes.ts';
import { registeredInvariants } from '../support/concurrency/registry.ts';
import '../support/concurrency/api-key-invariants.ts';
import '../support/concurrency/settings-invariants.ts';
import '../support/concurrency/webhook-invariants.ts';
import '../support/concurrency/wallet-invariants.ts';
import '../support/concurrency/ramp-invariants.ts';
import '../support/concurrency/more-invariants.ts';
import '../support/concurrency/setting-change-invariants.ts';
import '../support/concurrency/limit-invariants.ts';
import '../support/concurrency/partner-event-invariants.ts';
import { stopHybrid } from '../support/hybrid.ts';
import { sinkUrl } from '#shared/fixtures/sink.ts';
import { tenantsOf } from '../support/resources/tenant.ts';

// The partner callbacks' invariant submits its payment through a hybrid gateway of this file.
afterAll(stopHybrid);

describe('concurrency invariants', () => {
  for (const invariant of registeredInvariants()) {
    it.concurrent(`${invariant.routeId}: ${invariant.name}`, async () => {
      expect(
        routeList.map((r) => r.id),
        'the invariant names a route of the route table',
      ).toContain(invariant.routeId);
      const { sandbox } = await tenantsOf(`conc-${invariant.routeId}`);
      await invariant.run({ tenant: sandbox, sink: await sinkUrl() });
    });
  }

  it('lists the write routes without an invariant', () => {
    const covered = new Set(registeredInvariants().map((i) => i.routeId));
    const without = routeList.filter((r) => r.access === 'write' && !covered.has(r.id)).map((r) => r.id);
    console.log(`[concurrency] ${covered.size} write routes with invariants; without: ${without.join(', ') || 'none'}`);
    expect(covered.size).toBeGreaterThan(0);
  });
});
