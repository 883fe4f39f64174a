/**
 * The API key scope vocabulary. A route names the one scope it needs; a key holds a list.
 * Rules (documented in docs/api.md, API keys and scopes):
 * - `*` grants everything;
 * - `<area>:write` implies `<area>:read`;
 * - `transfers:approve` implies `transfers:read`;
 * - `workspace:approve` implies `workspace:read`. It is apart from `workspace:write` on purpose:
 *   the key that asks for a weaker setting is not, by its scopes alone, one that may approve it.
 */
export const SCOPES = [
  '*',
  'api_keys:read',
  'api_keys:write',
  'workspace:read',
  'workspace:write',
  'workspace:approve',
  'wallets:read',
  'wallets:write',
  'transfers:read',
  'transfers:write',
  'transfers:approve',
  'address_book:read',
  'address_book:write',
  'webhooks:read',
  'webhooks:write',
  'events:read',
  'ramp:read',
  'ramp:write',
] as const;

export type Scope = (typeof SCOPES)[number];

/**
 * What a route needs instead of a scope when any valid key may call it (`GET /v1/workspace`: a
 * key learns its own workspace and scopes whatever they are). Not a scope: no key holds it.
 */
export const ANY_KEY = 'any_key';
/** What a route names as `scope`: a scope, or any valid key. */
export type RouteScope = Scope | typeof ANY_KEY;

export const FULL_ACCESS_SCOPE: Scope = '*';

const IMPLIED: Partial<Record<Scope, Scope[]>> = {
  'transfers:approve': ['transfers:read'],
  'workspace:approve': ['workspace:read'],
};

/** The scopes a held scope grants, itself included. */
function expand(scope: Scope): Scope[] {
  const granted: Scope[] = [scope, ...(IMPLIED[scope] ?? [])];
  if (scope.endsWith(':write')) granted.push(scope.replace(/:write$/, ':read') as Scope);
  return granted;
}

/** True when a key holding `held` may use a route that needs `needed`. */
export function hasScope(held: readonly Scope[], needed: Scope): boolean {
  if (held.includes(FULL_ACCESS_SCOPE)) return true;
  return held.some((scope) => expand(scope).includes(needed));
}

/** True when every scope in `requested` is granted by `held` (a key cannot mint more than it holds). */
export function grantsAll(held: readonly Scope[], requested: readonly Scope[]): boolean {
  if (held.includes(FULL_ACCESS_SCOPE)) return true;
  return requested.every((scope) => scope !== FULL_ACCESS_SCOPE && hasScope(held, scope));
}
