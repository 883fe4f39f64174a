/**
 * The first step of a console sign-in (docs/console.md, Sessions): options for a discoverable
 * passkey (no credential named, so the browser offers the member's passkeys for this site), with
 * a fresh challenge stored hashed for the workspace. No WebAuthn library: nothing is verified here.
 */
import { issueChallenge, newChallenge, requestOptions } from '#shared/domain/passkeys/ceremony.ts';

export async function signInOptions(workspaceId: string, now = Date.now()) {
  const challenge = newChallenge();
  await issueChallenge(challenge, { purpose: 'sign_in', workspace_id: workspaceId }, now);
  return requestOptions(challenge, []);
}
