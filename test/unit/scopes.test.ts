import { describe, expect, it } from 'vitest';
import { grantsAll, hasScope } from '#shared/model/scopes.ts';

describe('scopes', () => {
  it('grants everything to the full-access scope', () => {
    expect(hasScope(['*'], 'ramp:write')).toBe(true);
    expect(grantsAll(['*'], ['*', 'wallets:read'])).toBe(true);
  });

  it('lets :write imply :read of the same area only', () => {
    expect(hasScope(['wallets:write'], 'wallets:read')).toBe(true);
    expect(hasScope(['wallets:write'], 'wallets:write')).toBe(true);
    expect(hasScope(['wallets:write'], 'transfers:read')).toBe(false);
    expect(hasScope(['wallets:read'], 'wallets:write')).toBe(false);
  });

  it('lets transfers:approve imply transfers:read but not transfers:write', () => {
    expect(hasScope(['transfers:approve'], 'transfers:read')).toBe(true);
    expect(hasScope(['transfers:approve'], 'transfers:write')).toBe(false);
  });

  it('keeps workspace:approve apart from workspace:write: it implies workspace:read only', () => {
    expect(hasScope(['workspace:approve'], 'workspace:read')).toBe(true);
    expect(hasScope(['workspace:approve'], 'workspace:write')).toBe(false);
    expect(hasScope(['workspace:write'], 'workspace:approve')).toBe(false);
    expect(hasScope(['*'], 'workspace:approve')).toBe(true);
  });

  it('never lets a limited key mint a full-access or broader key', () => {
    expect(grantsAll(['api_keys:write', 'wallets:read'], ['*'])).toBe(false);
    expect(grantsAll(['api_keys:write', 'wallets:read'], ['wallets:write'])).toBe(false);
    expect(grantsAll(['api_keys:write', 'wallets:write'], ['wallets:read', 'api_keys:read'])).toBe(true);
  });
});
