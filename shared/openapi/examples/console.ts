/** Examples of the console's session routes. */
import type { RouteExamples } from '#shared/openapi/examples/types.ts';
import { authenticationResponseExample, requestOptionsExample } from '#shared/openapi/examples/passkeys.ts';

const session = {
  id: 'ses_0193a1b2c3d47e8f9a0b1c2d3e4f5a6b',
  workspace_id: 'ws_01J8Z3K4M5N6P7Q8R9S0T1V2W3',
  member: { id: 'mem_01J8Z3K4M5N6P7Q8R9S0T1V2W4', email: 'ada@example.com', display_name: 'Ada Lovelace' },
  passkey_id: '0193a1b2-c3d4-7e8f-9a0b-1c2d3e4f5a6b',
  scopes: ['transfers:read', 'transfers:approve', 'wallets:read'],
  csrf_token: 'q1Yb9cW0m3n5x2Vt8Lk4Jd7Hs6Gf1Ea0Zr9Yq8Xp7Wo',
  expires_at: '2026-11-27T17:00:00.000Z',
  idle_expires_at: '2026-11-27T09:15:00.000Z',
} as const;

export const consoleExamples: RouteExamples = {
  createConsoleSessionOptions: { request: { workspace_id: '01936f2a-7c4e-7b1d-9f3a-2d5e8c1b4a70' }, response: requestOptionsExample },
  createConsoleSession: {
    request: { workspace_id: '01936f2a-7c4e-7b1d-9f3a-2d5e8c1b4a70', assertion: authenticationResponseExample },
    response: { ...session, scopes: [...session.scopes], member: { ...session.member } },
  },
  getConsoleSession: { response: { ...session, scopes: [...session.scopes], member: { ...session.member } } },
  deleteConsoleSession: { response: { signed_out: true } },
};
