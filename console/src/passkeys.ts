/**
 * The members page's passkeys (docs/members.md, Passkeys): every member's, with when each was
 * made and last used, and **Remove** (an approver's passkey removed by another member waits for
 * approval where `passkey_required` is on, and the page says so); for the signed-in member, **Add a passkey** (made by this
 * browser's authenticator over options that exclude their passkeys). The passkey this session
 * was signed in with cannot be removed with it: the server refuses, so the page offers no button.
 */
import { api } from './api.ts';
import { actionButton, h, type Listing, table, when } from './dom.ts';
import type { PageContext } from './pages.ts';
import { type CreationOptionsJson, register } from './webauthn.ts';

export interface Passkey {
  id: string;
  member_id: string;
  created_at: string;
  last_used_at: string | null;
}

/** The workspace's passkeys, read beside the members. */
export const listPasskeys = () => api<Listing<Passkey>>('GET', '/v1/passkeys?limit=100');

/** The passkeys, by member (names from the members listing), and the signed-in member's button to add one. */
export function passkeysSection(
  { session, refresh }: PageContext,
  items: readonly Passkey[],
  names: ReadonlyMap<string, string>,
): HTMLElement {
  const status = h('div', { 'aria-live': 'polite' });
  const nameOf = (p: Passkey) =>
    p.member_id === session.member.id ? `${session.member.display_name} (you)` : (names.get(p.member_id) ?? p.member_id);
  const label = (p: Passkey) => `${nameOf(p)}'s passkey added ${when(p.created_at)}`;
  return h(
    'div',
    {},
    table<Passkey>(
      'Passkeys',
      [
        ['Member', nameOf],
        ['Added', (p) => when(p.created_at)],
        ['Last used', (p) => when(p.last_used_at)],
        [
          'Action',
          (p) =>
            p.id === session.passkey_id
              ? 'This session signed in with it'
              : actionButton('Remove', { 'aria-label': `Remove ${label(p)}`, class: 'danger' }, status, async () => {
                  const { pending_change } = await api<{ pending_change: { id: string } | null }>('POST', `/v1/passkeys/${p.id}/remove`);
                  await refresh(
                    pending_change
                      ? `Removing ${label(p)} waits for another member's approval (member change ${pending_change.id}).`
                      : `Removed ${label(p)}.`,
                  );
                }),
        ],
      ],
      items,
    ),
    actionButton('Add a passkey', { 'aria-label': 'Add a passkey for you' }, status, async () => {
      const options = await api<CreationOptionsJson>('POST', '/v1/passkeys/registration-options');
      const passkey = await register(options);
      await api('POST', '/v1/passkeys', { passkey });
      await refresh('Added a passkey: it signs you in from now on.');
    }),
    status,
  );
}
