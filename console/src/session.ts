/** The console session: signing in with a passkey (WebAuthn authentication, user verification required). */
import { api, setCsrfToken } from './api.ts';
import { assert, type RequestOptionsJson } from './webauthn.ts';

export interface Session {
  member: { id: string; email: string; display_name: string };
  /** The passkey this session signed in with (null: a session started otherwise, the tests'). */
  passkey_id: string | null;
  workspace_id: string;
  csrf_token: string;
  expires_at: string;
  idle_expires_at: string;
}

/** Asks the server for a challenge, signs it with one of the workspace's passkeys, and opens a session (its cookie set by the answer). */
export async function signInWithPasskey(workspaceId: string): Promise<Session> {
  const options = await api<RequestOptionsJson>('POST', '/v1/console/sessions/options', { workspace_id: workspaceId });
  const assertion = await assert(options);
  const session = await api<Session>('POST', '/v1/console/sessions', { workspace_id: workspaceId, assertion });
  setCsrfToken(session.csrf_token);
  return session;
}
