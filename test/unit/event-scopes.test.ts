/** The event type → read scope table (shared/domain/events/event-scopes.ts). */
import { describe, expect, it } from 'vitest';
import { EVENT_READ_SCOPES, missingReadScopes, readScopesFor } from '#shared/domain/events/event-scopes.ts';
import { EVENT_TYPES } from '#shared/model/events/event-types.ts';
import { SCOPES } from '#shared/model/scopes.ts';

describe('event read scopes', () => {
  it('names a read scope for every event type of the catalogue, and nothing else', () => {
    // A new event type without an entry fails here (and in the type check).
    expect(Object.keys(EVENT_READ_SCOPES).sort()).toEqual([...EVENT_TYPES].sort());
    for (const [type, scope] of Object.entries(EVENT_READ_SCOPES)) {
      expect(SCOPES, type).toContain(scope);
      expect(scope, type).toMatch(/:read$/);
    }
  });

  it('maps each family to the scope that reads its resource', () => {
    expect(readScopesFor(['webhook.test'])).toEqual(['webhooks:read']);
    expect(readScopesFor(['transfer.completed', 'transaction.created'])).toEqual(['transfers:read', 'wallets:read']);
    expect(readScopesFor(['ramp.payment.created', 'ramp.payment.failed'])).toEqual(['ramp:read']);
    expect(readScopesFor(['workspace.setting_change.requested', 'workspace.setting_change.approved'])).toEqual(['workspace:read']);
  });

  it('makes "*" need every scope of the table', () => {
    expect(readScopesFor(['*'])).toEqual([...new Set(Object.values(EVENT_READ_SCOPES))].sort());
  });

  it('reports what a key lacks; write implies read; events:read and * read every event', () => {
    expect(missingReadScopes(['webhooks:write'], ['*'])).toEqual(['ramp:read', 'transfers:read', 'wallets:read', 'workspace:read']);
    expect(missingReadScopes(['webhooks:write'], ['webhook.test'])).toEqual([]);
    expect(missingReadScopes(['webhooks:write', 'ramp:write'], ['ramp.payment.created'])).toEqual([]);
    expect(missingReadScopes(['transfers:approve'], ['transfer.requested', 'ramp.payment.created'])).toEqual(['ramp:read']);
    expect(missingReadScopes(['webhooks:write', 'workspace:approve'], ['workspace.setting_change.requested'])).toEqual([]);
    expect(missingReadScopes(['webhooks:write', 'events:read'], ['*'])).toEqual([]);
    expect(missingReadScopes(['*'], ['*'])).toEqual([]);
  });
});
