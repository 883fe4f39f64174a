/**
 * Enrolment (`/console/enrol#token=…`, an invitation's link): the server's registration options
 * for the invitation, a new passkey (resident, user-verified) made by the browser, the enrolment
 * with it, then sign-in with that passkey. The token stays in the fragment, which no request
 * carries; the page takes it out of the address bar at once so it is not left in the history.
 */
import { api, describe } from './api.ts';
import { h, notice, secret } from './dom.ts';
import { type Session, signInWithPasskey } from './session.ts';
import { type CreationOptionsJson, register } from './webauthn.ts';

/** The invitation token of the link, removed from the address bar (kept in memory only). */
export function invitationToken(): string | undefined {
  const token = new URLSearchParams(location.hash.replace(/^#/, '')).get('token') ?? undefined;
  history.replaceState(null, '', location.pathname);
  return token;
}

interface Enrolment {
  member: { id: string; email: string; display_name: string; scopes: string[] };
  api_key: { id: string; name: string; key_prefix: string };
  token: string;
  workspace_id?: string;
  passkey?: { id: string; created_at: string };
}

/** The workspace to sign in to: the enrolment's answer names it, or the new key reads it (`GET /v1/workspace`, any key). */
async function workspaceOf(enrolment: Enrolment): Promise<string> {
  if (enrolment.workspace_id) return enrolment.workspace_id;
  return (await api<{ workspace: { id: string } }>('GET', '/v1/workspace', undefined, enrolment.token)).workspace.id;
}

export function enrolView(token: string | undefined, signedIn: (session: Session) => void): HTMLElement {
  const status = h('div', { 'aria-live': 'polite' });
  const card = h(
    'section',
    { class: 'card narrow', 'aria-labelledby': 'enrol-title' },
    h('h1', { id: 'enrol-title' }, 'Enrol a passkey'),
    status,
  );
  if (!token) {
    status.append(notice('This link carries no invitation token: open the whole link you were sent.', 'error'));
    return h('main', { id: 'main' }, card);
  }
  const start = h('button', { type: 'button' }, 'Create a passkey and enrol');
  start.addEventListener('click', async () => {
    start.disabled = true;
    status.replaceChildren(notice('Waiting for your passkey…'));
    try {
      const options = await api<CreationOptionsJson>('POST', '/v1/members/enrolment/options', { token });
      const passkey = await register(options);
      const enrolment = await api<Enrolment>('POST', '/v1/members/enrolment', { token, passkey });
      start.remove();
      card.append(enrolled(enrolment, signedIn));
      status.replaceChildren(notice(`Enrolled as ${enrolment.member.display_name} (${enrolment.member.email}), with a passkey.`));
      // The button that had focus is gone: the next step takes it.
      card.querySelector<HTMLButtonElement>('button')?.focus();
    } catch (error) {
      status.replaceChildren(notice(describe(error), 'error'));
      start.disabled = false;
    }
  });
  card.append(
    h(
      'p',
      {},
      'Your invitation makes you a member of the workspace. Your device makes a passkey for it, unlocked by your fingerprint, face or PIN.',
    ),
    start,
  );
  return h('main', { id: 'main' }, card);
}

/** After enrolment: the API key made with the member, shown this once, and sign-in with the new passkey. */
function enrolled(enrolment: Enrolment, signedIn: (session: Session) => void): HTMLElement {
  const status = h('div', { 'aria-live': 'polite' });
  const signIn = h('button', { type: 'button' }, 'Sign in with your passkey');
  signIn.addEventListener('click', async () => {
    signIn.disabled = true;
    status.replaceChildren(notice('Waiting for your passkey…'));
    try {
      signedIn(await signInWithPasskey(await workspaceOf(enrolment)));
    } catch (error) {
      status.replaceChildren(notice(describe(error), 'error'));
      signIn.disabled = false;
    }
  });
  return h(
    'div',
    {},
    h('h2', {}, 'Your API key'),
    h('p', {}, `An API key acting for you was made with your membership (${enrolment.api_key.name}). Its secret is shown here only, now:`),
    secret('API key secret', enrolment.token),
    signIn,
    status,
  );
}
