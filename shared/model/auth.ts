/**
 * Who is calling: the authenticated API key and the member it acts for. The pipeline fills it in
 * (`shared/http/middlewares/auth.ts`); use cases and stored records read it.
 */
import type { Scope } from '#shared/model/scopes.ts';
import type { Environment } from '#shared/model/tenancy.ts';

/** The workspace member who did something, as records store it and responses show it. */
export interface UserReference {
  id: string;
  email: string;
  display_name: string;
}

/** The console session behind a request: its id, and its token's hash, which keys its item and derives its CSRF token. */
export interface ConsoleSessionContext {
  id: string;
  tokenHash: string;
  /** The passkey the session was signed in with (null: a session started without one, the fixtures'). */
  passkey: { id: string; credentialId: string } | null;
}

export interface AuthContext {
  workspaceId: string;
  /** The API key's id; for a console session (`sessionId` set), the session's id. */
  keyId: string;
  /** Set when a console session authenticated the request, not an API key (docs/console.md). */
  session?: ConsoleSessionContext;
  scopes: Scope[];
  /** The member the key acts for; actions are attributed to them. */
  member: UserReference;
  /** The environments the key serves; a request for another one was refused before the handler. */
  environments: Environment[];
  /** When the key expires (null: never); a key it mints expires no later. */
  expiresAt: string | null;
}
