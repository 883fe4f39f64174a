/**
 * Console sessions (docs/console.md, Sessions): started by a passkey sign-in, described to the
 * page (with its CSRF token), ended by sign-out. Each start and end is an audit line.
 */
import { audit } from '#shared/audit.ts';
import { deleteSession, putSession } from '#shared/db/sessions.ts';
import { newId } from '#shared/ids.ts';
import type { AuthContext, UserReference } from '#shared/model/auth.ts';
import { ApiError } from '#shared/model/errors.ts';
import type { Scope } from '#shared/model/scopes.ts';
import { ENVIRONMENTS } from '#shared/model/tenancy.ts';
import {
  clearedSessionCookie,
  csrfTokenFor,
  hashSessionToken,
  newSessionToken,
  SESSION_ABSOLUTE_SECONDS,
  sessionCookie,
  sessionDeadlines,
  touchedIdleDeadline,
} from '#shared/model/sessions/session.ts';

export interface SessionView {
  id: string;
  workspace_id: string;
  member: UserReference;
  scopes: Scope[];
  csrf_token: string;
  expires_at: string;
  idle_expires_at: string;
}

function sessionContext(auth: AuthContext): NonNullable<AuthContext['session']> {
  // Only a session's own routes call these, and their pipeline authenticates sessions alone.
  if (!auth.session) throw new ApiError('forbidden', 'This route serves console sessions, not API keys.');
  return auth.session;
}

/** Starts a session for a member who has just proved a passkey; the cookie carries its token. */
export async function startSession(
  workspaceId: string,
  member: UserReference & { scopes: Scope[] },
  credentialId: string,
  now = Date.now(),
): Promise<{ view: SessionView; cookie: string }> {
  const token = newSessionToken();
  const tokenHash = hashSessionToken(token);
  const { idleExpiresAt, expiresAt } = sessionDeadlines(now);
  const id = `ses_${newId(now).replaceAll('-', '')}`;
  const reference = { id: member.id, email: member.email, display_name: member.display_name };
  await putSession(tokenHash, {
    id,
    workspace_id: workspaceId,
    member: reference,
    credential_id: credentialId,
    created_at: new Date(now).toISOString(),
    expires_at_ms: expiresAt,
    idle_expires_at_ms: idleExpiresAt,
  });
  const actor: AuthContext = {
    workspaceId,
    keyId: id,
    scopes: member.scopes,
    member: reference,
    environments: [...ENVIRONMENTS],
    expiresAt: new Date(expiresAt).toISOString(),
    session: { id, tokenHash },
  };
  audit('console.signed_in', actor, { session_id: id, credential_id: credentialId, expires_at: actor.expiresAt });
  return {
    view: {
      id,
      workspace_id: workspaceId,
      member: reference,
      scopes: member.scopes,
      csrf_token: csrfTokenFor(tokenHash),
      expires_at: actor.expiresAt!,
      idle_expires_at: new Date(idleExpiresAt).toISOString(),
    },
    cookie: sessionCookie(token, SESSION_ABSOLUTE_SECONDS),
  };
}

/** The session the request came with, as the page needs it (its CSRF token included). */
export function describeSession(auth: AuthContext, now = Date.now()): SessionView {
  const session = sessionContext(auth);
  const expiresAt = Date.parse(auth.expiresAt!);
  return {
    id: session.id,
    workspace_id: auth.workspaceId,
    member: auth.member,
    scopes: auth.scopes,
    csrf_token: csrfTokenFor(session.tokenHash),
    expires_at: auth.expiresAt!,
    idle_expires_at: new Date(touchedIdleDeadline({ expiresAt }, now)).toISOString(),
  };
}

/** Ends the request's session (sign-out); the cookie it returns makes the browser forget it. */
export async function endSession(auth: AuthContext): Promise<{ cookie: string }> {
  const session = sessionContext(auth);
  await deleteSession(session.tokenHash);
  audit('console.signed_out', auth, { session_id: session.id });
  return { cookie: clearedSessionCookie() };
}
