/**
 * The console's pages, in the order of the navigation. Each loads what it shows from the API
 * (with the session) and returns its content; actions call the API and reload the page.
 */
import { SCOPES } from '#shared/model/scopes.ts';
import { api, describe } from './api.ts';
import { events, rampPayments } from './activity.ts';
import { auditLog } from './audit.ts';
import { walletTransactions } from './transactions.ts';
import { decisionControls } from './approve.ts';
import { listPasskeys, passkeysSection } from './passkeys.ts';
import { actionButton, amount, checkboxes, code, field, h, type Listing, notice, secret, short, table, when } from './dom.ts';
import { type Environment, inEnvironment } from './environment.ts';
import type { Session } from './session.ts';

export interface PageContext {
  session: Session;
  /** The environment the page reads and acts in (workspace-wide pages ignore it). */
  environment: Environment;
  /** The address's parameters besides the environment: where a paged listing starts (`cursor`). */
  params: URLSearchParams;
  /** Loads the page again, with `message` announced above it. */
  refresh: (message?: string) => Promise<void>;
}

export interface Page {
  path: string;
  title: string;
  load: (context: PageContext) => Promise<HTMLElement>;
}

interface Transfer {
  id: string;
  approval_state: string;
  required_approvals: number;
  approvals: Array<{ email: string; approved_at: string }>;
  requested_by_email: string;
  created_at: string;
  address_book: { label: string; trust_status: string } | null;
  purpose: { type: string; ramp_payment: { reference: string; destination_amount: { amount: string; asset: string } } } | null;
  activity: {
    status: string;
    network_code: string;
    asset_symbol: string;
    amount_base_units: string;
    to_address: string;
    tx_hash: string | null;
  };
}

const transfers: Page = {
  path: 'transfers',
  title: 'Transfers',
  load: async ({ environment }) => {
    const { items } = await api<Listing<Transfer>>('GET', inEnvironment('/v1/transfers?limit=50', environment));
    return table<Transfer>(
      'Transfers, newest first',
      [
        ['Id', (t) => code(t.id)],
        ['Status', (t) => t.activity.status],
        ['Approval', (t) => `${t.approval_state} (${t.approvals.length}/${t.required_approvals})`],
        ['Amount', (t) => amount(t.activity.amount_base_units, t.activity.asset_symbol)],
        ['Network', (t) => t.activity.network_code],
        ['To', (t) => (t.address_book ? `${t.address_book.label} ` : '') + short(t.activity.to_address)],
        ['Requested', (t) => `${t.requested_by_email}, ${when(t.created_at)}`],
      ],
      items,
    );
  },
};

interface Wallet {
  id: string;
  name: string;
  status: string;
  accounts: Array<{ network_code?: string; address?: string }>;
  created_at: string;
}

interface BalanceEntry {
  balance: string;
  available: string;
  reserved: string;
  symbol: string;
  decimals: number;
}

const wallets: Page = {
  path: 'wallets',
  title: 'Wallets and balances',
  load: async ({ environment }) => {
    const [{ wallets: list }, balances] = await Promise.all([
      api<{ wallets: Wallet[] }>('GET', inEnvironment('/v1/wallets?limit=50', environment)),
      api<{
        items: Array<{ wallet_name: string; network_code: string; address: string; balances: BalanceEntry[] }>;
        workspace_balances: BalanceEntry[];
      }>('GET', inEnvironment('/v1/balances', environment)),
    ]);
    return h(
      'div',
      {},
      table<BalanceEntry>(
        'Balances of the workspace (base units)',
        [
          ['Asset', (b) => b.symbol],
          ['Balance', (b) => amount(b.balance, b.symbol)],
          ['Available', (b) => amount(b.available, b.symbol)],
          ['Reserved', (b) => amount(b.reserved, b.symbol)],
        ],
        balances.workspace_balances,
      ),
      table<Wallet>(
        'Wallets',
        [
          ['Name', (w) => w.name],
          ['Status', (w) => w.status],
          ['Id', (w) => code(w.id)],
          ['Created', (w) => when(w.created_at)],
          ['Transactions', (w) => walletTransactions(w, environment)],
        ],
        list,
      ),
    );
  },
};

interface Webhook {
  id: string;
  name: string;
  url: string;
  status: string;
  event_types: string[];
}

interface Attempt {
  id: string;
  delivery_id: string;
  event_type: string;
  attempt: number;
  http_status: number | null;
  outcome: string;
  error: string | null;
  created_at: string;
}

/** One webhook's recent delivery attempts, each failed one with a button to send its delivery again. */
async function deliveries(webhook: Webhook, environment: Environment): Promise<HTMLElement> {
  const { items } = await api<Listing<Attempt>>('GET', inEnvironment(`/v1/webhooks/${webhook.id}/deliveries?limit=20`, environment));
  const status = h('div', { 'aria-live': 'polite' });
  const resend = async (attempt: Attempt, button: HTMLButtonElement) => {
    button.disabled = true;
    try {
      await api('POST', inEnvironment(`/v1/webhooks/${webhook.id}/deliveries/${attempt.delivery_id}/resend`, environment));
      status.replaceChildren(notice(`Delivery ${attempt.delivery_id} is sent again.`));
    } catch (error) {
      status.replaceChildren(notice(describe(error), 'error'));
      button.disabled = false;
    }
  };
  return h(
    'section',
    { class: 'card', 'aria-label': `Webhook ${webhook.name}` },
    h('h2', {}, webhook.name),
    h('p', {}, `${webhook.url} · ${webhook.status} · ${webhook.event_types.join(', ')}`),
    h(
      'div',
      { class: 'actions' },
      actionButton('Send a test event', { 'aria-label': `Send a test event to ${webhook.name}` }, status, async () => {
        const sent = await api<{ delivery_id: string }>('POST', inEnvironment(`/v1/webhooks/${webhook.id}/test`, environment));
        status.replaceChildren(notice(`A webhook.test event is on its way to ${webhook.name} (delivery ${sent.delivery_id}).`));
      }),
      actionButton('Rotate the signing secret', { 'aria-label': `Rotate the signing secret of ${webhook.name}` }, status, async () => {
        const rotated = await api<{ signing_secret: string }>(
          'POST',
          inEnvironment(`/v1/webhooks/${webhook.id}/rotate-secret`, environment),
        );
        status.replaceChildren(secret('New signing secret (shown once: store it now)', rotated.signing_secret));
      }),
    ),
    table<Attempt>(
      `Delivery attempts to ${webhook.name}, newest first`,
      [
        ['Event', (a) => a.event_type],
        ['Attempt', (a) => a.attempt],
        ['Outcome', (a) => `${a.outcome}${a.http_status ? ` (HTTP ${a.http_status})` : ''}${a.error ? `: ${a.error}` : ''}`],
        ['When', (a) => when(a.created_at)],
        [
          'Action',
          (a) => {
            // A delivery still being retried cannot be resent yet (409 `delivery_in_progress`).
            if (a.outcome === 'retrying') return null;
            const button = h('button', { type: 'button', class: 'secondary' }, 'Resend');
            button.setAttribute('aria-label', `Resend delivery ${a.delivery_id} of ${a.event_type}`);
            button.addEventListener('click', () => void resend(a, button));
            return button;
          },
        ],
      ],
      items,
    ),
    status,
  );
}

const webhooks: Page = {
  path: 'webhooks',
  title: 'Webhooks',
  load: async ({ environment }) => {
    const { items } = await api<Listing<Webhook>>('GET', inEnvironment('/v1/webhooks', environment));
    if (items.length === 0) return notice('No webhooks.');
    return h('div', {}, ...(await Promise.all(items.map((w) => deliveries(w, environment)))));
  },
};

interface Member {
  id: string;
  email: string;
  display_name: string;
  status: string;
  scopes: string[];
  last_seen_at: string | null;
  passkeys: number;
  passkey_last_used_at: string | null;
}

interface Invitation {
  id: string;
  email: string;
  display_name: string;
  status: string;
  scopes: string[];
  expires_at: string;
}

interface CreatedInvitation {
  invitation: Invitation;
  enrolment_url: string;
  pending_change: { id: string; required_approvals: number } | null;
}

/** The invitation form: the enrolment link is shown once, on success, and never again. */
function inviteForm(refresh: PageContext['refresh']): HTMLElement {
  const email = field('Email', { type: 'email', name: 'email', autocomplete: 'off', required: true });
  const name = field('Name', { name: 'display_name', autocomplete: 'off', required: true });
  const scopes = checkboxes('Scopes (within your own)', 'scopes', SCOPES);
  const status = h('div', { 'aria-live': 'polite' });
  const result = h('div', {});
  const form = h(
    'form',
    {
      class: 'card',
      'aria-labelledby': 'invite-title',
      onsubmit: async (event: Event) => {
        event.preventDefault();
        status.replaceChildren(notice('Inviting…'));
        try {
          const created = await api<CreatedInvitation>('POST', '/v1/members/invitations', {
            email: email.input.value.trim(),
            display_name: name.input.value.trim(),
            scopes: scopes.checked(),
          });
          const held = created.pending_change
            ? `The invitation waits for another member's approval (member change ${created.pending_change.id}); the link works once it is approved.`
            : 'The link works once, until the invitation expires.';
          status.replaceChildren(notice(`Invited ${created.invitation.email}. ${held}`));
          result.replaceChildren(
            secret('Enrolment link (shown once: send it to them)', created.enrolment_url),
            h('button', { type: 'button', class: 'secondary', onclick: () => void refresh() }, 'Done: show the invitations'),
          );
          form.reset();
        } catch (error) {
          status.replaceChildren(notice(describe(error), 'error'));
        }
      },
    },
    h('h2', { id: 'invite-title' }, 'Invite a member'),
    email.wrapper,
    name.wrapper,
    scopes.wrapper,
    h('button', { type: 'submit' }, 'Invite'),
    status,
    result,
  );
  return form;
}

const members: Page = {
  path: 'members',
  title: 'Members and invitations',
  load: async (context) => {
    const { refresh } = context;
    const [list, invitations, passkeys] = await Promise.all([
      api<Listing<Member>>('GET', '/v1/members'),
      api<Listing<Invitation>>('GET', '/v1/members/invitations'),
      listPasskeys(),
    ]);
    const status = h('div', { 'aria-live': 'polite' });
    return h(
      'div',
      {},
      table<Member>(
        'Members',
        [
          ['Name', (m) => m.display_name],
          ['Email', (m) => m.email],
          ['Status', (m) => m.status],
          ['Scopes', (m) => m.scopes.join(', ')],
          ['Last seen', (m) => when(m.last_seen_at)],
          ['Passkeys', (m) => String(m.passkeys)],
          ['Passkey last used', (m) => when(m.passkey_last_used_at)],
        ],
        list.items,
      ),
      passkeysSection(context, passkeys.items, new Map(list.items.map((m) => [m.id, m.display_name]))),
      table<Invitation>(
        'Invitations',
        [
          ['Name', (i) => i.display_name],
          ['Email', (i) => i.email],
          ['Status', (i) => i.status],
          ['Scopes', (i) => i.scopes.join(', ')],
          ['Expires', (i) => when(i.expires_at)],
          [
            'Action',
            (i) =>
              i.status === 'open' || i.status === 'pending_approval'
                ? actionButton('Revoke', { 'aria-label': `Revoke the invitation of ${i.email}`, class: 'danger' }, status, async () => {
                    await api('POST', `/v1/members/invitations/${i.id}/revoke`);
                    await refresh(`Revoked the invitation of ${i.email}.`);
                  })
                : null,
          ],
        ],
        invitations.items,
      ),
      status,
      inviteForm(refresh),
    );
  },
};

interface SettingChange {
  id: string;
  setting: string;
  status: string;
  loosens: string[];
  difference: unknown;
  required_approvals: number;
  approvals: Array<{ member: { email: string } }>;
  requested_by: { email: string };
  expires_at: string;
}

/** A term and its value, for what an approver is shown. */
const term = (name: string, value: Node | string) => [h('dt', {}, name), h('dd', {}, value)];

/** Everything a transfer's approver needs to see: who is paid, how much, on which network, and why. */
function transferCard(t: Transfer, { refresh, environment }: PageContext): HTMLElement {
  const purpose = t.purpose?.ramp_payment;
  return h(
    'article',
    { class: 'card', 'aria-label': `Transfer ${t.id}` },
    h('h2', {}, `${t.activity.amount_base_units} ${t.activity.asset_symbol} on ${t.activity.network_code}`),
    h(
      'dl',
      { class: 'intent' },
      ...term('Transfer', t.id),
      ...term('Amount (base units)', amount(t.activity.amount_base_units, t.activity.asset_symbol)),
      ...term('Network', t.activity.network_code),
      ...term('Destination', t.activity.to_address),
      ...term('Address book', t.address_book ? `${t.address_book.label} (${t.address_book.trust_status})` : 'not in the address book'),
      ...term(
        'Purpose',
        purpose
          ? `Funding of ramp payment ${purpose.reference}: ${purpose.destination_amount.amount} ${purpose.destination_amount.asset}`
          : 'none given',
      ),
      ...term('Requested by', `${t.requested_by_email}, ${when(t.created_at)}`),
      ...term(
        'Approvals',
        `${t.approvals.map((a) => a.email).join(', ') || 'none yet'} (${t.approvals.length} of ${t.required_approvals})`,
      ),
    ),
    decisionControls(`/v1/transfers/${t.id}`, `transfer ${t.id}`, refresh, environment),
  );
}

function settingChangeCard(c: SettingChange, { refresh, environment }: PageContext): HTMLElement {
  return h(
    'article',
    { class: 'card', 'aria-label': `Setting change ${c.id}` },
    h('h2', {}, `Change of ${c.setting.replaceAll('_', ' ')}`),
    h(
      'dl',
      { class: 'intent' },
      ...term('Change', c.id),
      ...term('Loosens', c.loosens.join(', ')),
      ...term('Difference', h('pre', {}, JSON.stringify(c.difference, null, 2))),
      ...term('Requested by', c.requested_by.email),
      ...term(
        'Approvals',
        `${c.approvals.map((a) => a.member.email).join(', ') || 'none yet'} (${c.approvals.length} of ${c.required_approvals})`,
      ),
      ...term('Expires', when(c.expires_at)),
    ),
    decisionControls(`/v1/workspace/setting-changes/${c.id}`, `setting change ${c.id}`, refresh, environment),
  );
}

interface MemberChange {
  id: string;
  kind: 'invitation' | 'removal' | 'passkey_removal';
  status: string;
  passkey_id: string | null;
  subject: { email: string; display_name: string; scopes: string[] | null };
  required_approvals: number;
  approvals: Array<{ member: { email: string } }>;
  requested_by: { email: string };
  expires_at: string;
}

const CHANGE_TITLES: Record<MemberChange['kind'], (name: string) => string> = {
  invitation: (name) => `Invitation of ${name}`,
  removal: (name) => `Removal of ${name}`,
  passkey_removal: (name) => `Removal of a passkey of ${name}`,
};

/** An approver added (an invitation) or removed, or an approver's passkey removed, waiting for another member: decided with the session (it moves no money). */
function memberChangeCard(c: MemberChange, refresh: PageContext['refresh']): HTMLElement {
  const what = `member change ${c.id}`;
  const status = h('div', { 'aria-live': 'polite' });
  const decide = (action: 'approve' | 'reject', done: string) =>
    actionButton(
      action === 'approve' ? 'Approve' : 'Reject',
      { 'aria-label': `${action === 'approve' ? 'Approve' : 'Reject'} ${what}`, class: action === 'approve' ? '' : 'danger' },
      status,
      async () => {
        await api('POST', `/v1/member-changes/${c.id}/${action}`);
        await refresh(`${done} ${what}.`);
      },
    );
  return h(
    'article',
    { class: 'card', 'aria-label': `Member change ${c.id}` },
    h('h2', {}, CHANGE_TITLES[c.kind](c.subject.display_name)),
    h(
      'dl',
      { class: 'intent' },
      ...term('Change', c.id),
      ...term('Member', `${c.subject.display_name} (${c.subject.email})`),
      ...term('Scopes', c.subject.scopes?.join(', ') ?? '—'),
      ...(c.passkey_id ? term('Passkey', c.passkey_id) : []),
      ...term('Requested by', c.requested_by.email),
      ...term(
        'Approvals',
        `${c.approvals.map((a) => a.member.email).join(', ') || 'none yet'} (${c.approvals.length} of ${c.required_approvals})`,
      ),
      ...term('Expires', when(c.expires_at)),
    ),
    h('div', { class: 'actions' }, decide('approve', 'Approved'), decide('reject', 'Rejected')),
    status,
  );
}

/** Approvals: transfers, setting changes and member changes waiting for a member's approval, each shown whole. */
const approvals: Page = {
  path: 'approvals',
  title: 'Approvals',
  load: async (context) => {
    const { refresh, environment } = context;
    const [transferList, changes, memberChanges] = await Promise.all([
      api<Listing<Transfer>>('GET', inEnvironment('/v1/transfers?limit=50', environment)),
      api<Listing<SettingChange>>('GET', inEnvironment('/v1/workspace/setting-changes?status=pending', environment)),
      api<Listing<MemberChange>>('GET', '/v1/member-changes?limit=50'),
    ]);
    const pending = transferList.items.filter((t) => t.approval_state === 'pending_approval');
    const waitingMembers = memberChanges.items.filter((c) => c.status === 'pending');
    return h(
      'div',
      {},
      h('h2', {}, 'Transfers'),
      ...(pending.length ? pending.map((t) => transferCard(t, context)) : [notice('No transfer waits for approval.')]),
      h('h2', {}, 'Setting changes'),
      ...(changes.items.length
        ? changes.items.map((c) => settingChangeCard(c, context))
        : [notice('No setting change waits for approval.')]),
      h('h2', {}, 'Member changes'),
      h('p', { class: 'environment-note' }, 'Members belong to the workspace: these changes are the same in sandbox and live.'),
      ...(waitingMembers.length
        ? waitingMembers.map((c) => memberChangeCard(c, refresh))
        : [notice('No member change waits for approval.')]),
    );
  },
};

interface AddressBookEntry {
  id: string;
  label: string;
  address: string;
  network_code: string;
  trust_status: string;
  status: string;
}

const addressBook: Page = {
  path: 'address-book',
  title: 'Address book',
  load: async ({ environment }) => {
    const { items } = await api<Listing<AddressBookEntry>>('GET', inEnvironment('/v1/address-book?limit=100', environment));
    return table<AddressBookEntry>(
      'Destinations',
      [
        ['Label', (e) => e.label],
        ['Network', (e) => e.network_code],
        ['Address', (e) => h('code', {}, e.address)],
        ['Trust', (e) => e.trust_status],
        ['Status', (e) => e.status],
      ],
      items,
    );
  },
};

interface ApiKey {
  id: string;
  name: string;
  key_prefix: string;
  scopes: string[];
  environments: string[];
  status: string;
  expires_at: string | null;
  last_used_at: string | null;
}

/** Creating a key: the secret is shown once, on success. */
function apiKeyForm(refresh: PageContext['refresh']): HTMLElement {
  const name = field('Name', { name: 'name', autocomplete: 'off', required: true, maxlength: 100 });
  const scopes = checkboxes('Scopes (within your own)', 'scopes', SCOPES);
  const status = h('div', { 'aria-live': 'polite' });
  const result = h('div', {});
  const form = h(
    'form',
    {
      class: 'card',
      'aria-labelledby': 'api-key-title',
      onsubmit: async (event: Event) => {
        event.preventDefault();
        status.replaceChildren(notice('Creating…'));
        try {
          const created = await api<{ api_key: ApiKey; token: string }>('POST', '/v1/api-keys', {
            name: name.input.value.trim(),
            scopes: scopes.checked(),
          });
          status.replaceChildren(notice(`Created the API key ${created.api_key.name} (${created.api_key.key_prefix}).`));
          result.replaceChildren(
            secret('API key secret (shown once: store it now)', created.token),
            h('button', { type: 'button', class: 'secondary', onclick: () => void refresh() }, 'Done: show the keys'),
          );
          form.reset();
        } catch (error) {
          status.replaceChildren(notice(describe(error), 'error'));
        }
      },
    },
    h('h2', { id: 'api-key-title' }, 'Create an API key'),
    name.wrapper,
    scopes.wrapper,
    h('button', { type: 'submit' }, 'Create the key'),
    status,
    result,
  );
  return form;
}

const apiKeys: Page = {
  path: 'api-keys',
  title: 'API keys',
  load: async ({ refresh }) => {
    const { items } = await api<Listing<ApiKey>>('GET', '/v1/api-keys?limit=100');
    const status = h('div', { 'aria-live': 'polite' });
    return h(
      'div',
      {},
      table<ApiKey>(
        'API keys, newest first (never their secrets)',
        [
          ['Name', (k) => k.name],
          ['Prefix', (k) => h('code', {}, k.key_prefix)],
          ['Scopes', (k) => k.scopes.join(', ')],
          ['Environments', (k) => k.environments.join(', ')],
          ['Status', (k) => k.status],
          ['Expires', (k) => when(k.expires_at)],
          ['Last used', (k) => when(k.last_used_at)],
          [
            'Action',
            (k) =>
              k.status === 'active'
                ? actionButton(
                    'Revoke',
                    { 'aria-label': `Revoke the API key ${k.name} (${k.key_prefix})`, class: 'danger' },
                    status,
                    async () => {
                      await api('POST', `/v1/api-keys/${k.id}/revoke`);
                      await refresh(`Revoked the API key ${k.name}; keys it made are revoked with it.`);
                    },
                  )
                : null,
          ],
        ],
        items,
      ),
      status,
      apiKeyForm(refresh),
    );
  },
};

interface TransferPolicy {
  allowed_destination_addresses: string[];
  blocked_destination_addresses: string[];
  version: number;
  updated_at: string | null;
}

interface ApprovalSettings {
  approval_required: boolean;
  required_approvals: number;
  passkey_required?: boolean;
  version: number;
  updated_at: string | null;
}

const addresses = (caption: string, list: readonly string[], empty: string) =>
  list.length ? table<string>(caption, [['Address', (a) => h('code', {}, a)]], list) : h('p', { class: 'empty' }, empty);

/** The transfer policy, the approval requirement, and the setting changes waiting for a member (decided on the approvals page). */
const policy: Page = {
  path: 'policy',
  title: 'Transfer policy',
  load: async (context) => {
    const { environment } = context;
    const [{ policy: p }, { approvals: a }, changes] = await Promise.all([
      api<{ policy: TransferPolicy }>('GET', inEnvironment('/v1/workspace/transfer-policy', environment)),
      api<{ approvals: ApprovalSettings }>('GET', inEnvironment('/v1/workspace/transfer-approvals', environment)),
      api<Listing<SettingChange>>('GET', inEnvironment('/v1/workspace/setting-changes?status=pending', environment)),
    ]);
    return h(
      'div',
      {},
      h(
        'section',
        { class: 'card', 'aria-labelledby': 'approvals-title' },
        h('h2', { id: 'approvals-title' }, 'Approval of transfers'),
        h(
          'dl',
          { class: 'intent' },
          ...term('Approval', a.approval_required ? `required, by ${a.required_approvals} member(s)` : 'not required'),
          ...(a.passkey_required === undefined ? [] : term('Passkey', a.passkey_required ? 'required to approve' : 'not required')),
          ...term('Version', `${a.version}, ${when(a.updated_at)}`),
        ),
      ),
      h(
        'section',
        { class: 'card', 'aria-labelledby': 'policy-title' },
        h('h2', { id: 'policy-title' }, 'Destinations'),
        h('p', {}, `Policy version ${p.version}, ${when(p.updated_at)}.`),
        addresses('Allowed destinations (only these)', p.allowed_destination_addresses, 'Allowed destinations: any (no allow-list).'),
        addresses('Blocked destinations', p.blocked_destination_addresses, 'Blocked destinations: none.'),
      ),
      h('h2', {}, 'Changes waiting for approval'),
      ...(changes.items.length
        ? changes.items.map((c) => settingChangeCard(c, context))
        : [notice('No setting change waits for approval.')]),
    );
  },
};

/** Pages of what belongs to the workspace, not to one environment: the environment switch does not change them. */
export const workspaceWide = (page: Page) => page === members || page === apiKeys || page === auditLog;

export const PAGES: readonly Page[] = [
  approvals,
  wallets,
  transfers,
  addressBook,
  policy,
  members,
  apiKeys,
  webhooks,
  events,
  rampPayments,
  auditLog,
];
