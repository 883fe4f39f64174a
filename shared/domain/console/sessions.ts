/**
 * Console sessions (docs/console.md, Sessions): started by a passkey sign-in, described to the
 * page (with its CSRF token), ended by sign-out. Each start and end is an audit line.
 */
import { auditBy } from '#shared/audit.ts';
import { sessionDelete, type SessionRecord, sessionPut } from '#shared/db/sessions.ts';
import { transact, type TransactItem } from '#shared/db/transact.ts';
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
  passkey_id: string | null;
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

interface NewSession {
  tokenHash: string;
  record: SessionRecord;
  actor: AuthContext;
  view: SessionView;
  cookie: string;
}

/** The passkey a session is signed in with: its id and credential id (null: a session the fixtures start without one). */
export type SigningPasskey = { id: string; credential_id: string } | null;

/** A session for a member who has just proved a passkey, not yet stored; the cookie carries its token. */
function newSession(workspaceId: string, member: UserReference & { scopes: Scope[] }, passkey: SigningPasskey, now: number): NewSession {
  const token = newSessionToken();
  const tokenHash = hashSessionToken(token);
  const { idleExpiresAt, expiresAt } = sessionDeadlines(now);
  const id = `ses_${newId(now).replaceAll('-', '')}`;
  const reference = { id: member.id, email: member.email, display_name: member.display_name };
  const record: SessionRecord = {
    id,
    workspace_id: workspaceId,
    member: reference,
    credential_id: passkey?.credential_id ?? null,
    passkey_id: passkey?.id ?? null,
    created_at: new Date(now).toISOString(),
    expires_at_ms: expiresAt,
    idle_expires_at_ms: idleExpiresAt,
  };
  const actor: AuthContext = {
    workspaceId,
    keyId: id,
    scopes: member.scopes,
    member: reference,
    environments: [...ENVIRONMENTS],
    expiresAt: new Date(expiresAt).toISOString(),
    session: { id, tokenHash, passkey: passkey && { id: passkey.id, credentialId: passkey.credential_id } },
  };
  const view: SessionView = {
    id,
    workspace_id: workspaceId,
    member: reference,
    passkey_id: passkey?.id ?? null,
    scopes: member.scopes,
    csrf_token: csrfTokenFor(tokenHash),
    expires_at: actor.expiresAt!,
    idle_expires_at: new Date(idleExpiresAt).toISOString(),
  };
  return { tokenHash, record, actor, view, cookie: sessionCookie(token, SESSION_ABSOLUTE_SECONDS) };
}

/**
 * Starts a session in the same transaction as `uses` (a sign-in's challenge and counter), so a
 * failed write leaves the challenge unused and the counter as it was.
 */
export async function startSessionWith(
  uses: TransactItem[],
  workspaceId: string,
  member: UserReference & { scopes: Scope[] },
  passkey: SigningPasskey,
  now: number,
): Promise<{ view: SessionView; cookie: string }> {
  const session = newSession(workspaceId, member, passkey, now);
  const entry = auditBy('console.signed_in', session.actor, {
    session_id: session.record.id,
    credential_id: session.record.credential_id ?? undefined,
    passkey_id: session.record.passkey_id ?? undefined,
    expires_at: session.actor.expiresAt,
  });
  await transact([...uses, sessionPut(session.tokenHash, session.record), entry.put]);
  entry.logLine();
  return { view: session.view, cookie: session.cookie };
}

/** Starts a session on its own, signed in with no passkey (the fixtures' sessions, proved otherwise). */
export function startSession(
  workspaceId: string,
  member: UserReference & { scopes: Scope[] },
  now = Date.now(),
): Promise<{ view: SessionView; cookie: string }> {
  return startSessionWith([], workspaceId, member, null, now);
}

/** The session the request came with, as the page needs it (its CSRF token included). */
export function describeSession(auth: AuthContext, now = Date.now()): SessionView {
  const session = sessionContext(auth);
  const expiresAt = Date.parse(auth.expiresAt!);
  return {
    id: session.id,
    workspace_id: auth.workspaceId,
    member: auth.member,
    passkey_id: session.passkey?.id ?? null,
    scopes: auth.scopes,
    csrf_token: csrfTokenFor(session.tokenHash),
    expires_at: auth.expiresAt!,
    idle_expires_at: new Date(touchedIdleDeadline({ expiresAt }, now)).toISOString(),
  };
}

/** Ends the request's session (sign-out); the cookie it returns makes the browser forget it. */
export async function endSession(auth: AuthContext): Promise<{ cookie: string }> {
  const session = sessionContext(auth);
  const entry = auditBy('console.signed_out', auth, { session_id: session.id });
  await transact([sessionDelete(session.tokenHash), entry.put]);
  entry.logLine();
  return { cookie: clearedSessionCookie() };
}
