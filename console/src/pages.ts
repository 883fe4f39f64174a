/**
 * The console's pages, in the order of the navigation. Each loads what it shows from the API
 * (with the session) and returns its content; actions call the API and reload the page.
 */
import { api } from './api.ts';
import { h, notice, table } from './dom.ts';
import type { Session } from './main.ts';

export interface PageContext {
  session: Session;
  refresh: () => Promise<void>;
}

export interface Page {
  path: string;
  title: string;
  load: (context: PageContext) => Promise<HTMLElement>;
}

interface Listing<T> {
  items: T[];
  next_cursor: string | null;
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

const short = (text: string) => (text.length > 18 ? `${text.slice(0, 10)}…${text.slice(-6)}` : text);
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');
const code = (text: string) => h('code', { title: text }, short(text));
const amount = (units: string, asset: string) => h('span', { class: 'amount' }, `${units} ${asset}`);

const transfers: Page = {
  path: 'transfers',
  title: 'Transfers',
  load: async () => {
    const { items } = await api<Listing<Transfer>>('GET', '/v1/transfers?limit=50');
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
  network_code?: string;
  created_at: string;
}

const wallets: Page = {
  path: 'wallets',
  title: 'Wallets and balances',
  load: async () => {
    const [{ wallets: list }, balances] = await Promise.all([
      api<{ wallets: Wallet[] }>('GET', '/v1/wallets?limit=50'),
      api<{ balances?: Array<{ asset_symbol: string; network_code: string; available: string; total?: string }> }>('GET', '/v1/balances'),
    ]);
    return h(
      'div',
      {},
      table<Wallet>(
        'Wallets',
        [
          ['Name', (w) => w.name],
          ['Id', (w) => code(w.id)],
          ['Created', (w) => when(w.created_at)],
        ],
        list,
      ),
      table(
        'Balances of the workspace',
        [
          ['Asset', (b) => b.asset_symbol],
          ['Network', (b) => b.network_code],
          ['Available', (b) => b.available],
        ],
        balances.balances ?? [],
      ),
    );
  },
};

interface Webhook {
  id: string;
  url: string;
  status: string;
  event_types?: string[];
}

const webhooks: Page = {
  path: 'webhooks',
  title: 'Webhooks',
  load: async () => {
    const { items } = await api<Listing<Webhook>>('GET', '/v1/webhooks');
    return table<Webhook>(
      'Webhooks',
      [
        ['URL', (w) => w.url],
        ['Status', (w) => w.status],
        ['Id', (w) => code(w.id)],
      ],
      items,
    );
  },
};

/** Approvals: transfers waiting for this member's approval. The intent flow is wired in approvals.ts. */
const approvals: Page = {
  path: 'approvals',
  title: 'Approvals',
  load: async () => {
    const { items } = await api<Listing<Transfer>>('GET', '/v1/transfers?limit=50');
    const pending = items.filter((t) => t.approval_state === 'pending');
    if (pending.length === 0) return notice('Nothing waits for approval.');
    return table<Transfer>(
      'Transfers waiting for approval',
      [
        ['Amount', (t) => amount(t.activity.amount_base_units, t.activity.asset_symbol)],
        ['To', (t) => (t.address_book ? `${t.address_book.label} ` : '') + short(t.activity.to_address)],
        ['Requested by', (t) => t.requested_by_email],
        ['Approvals', (t) => `${t.approvals.length}/${t.required_approvals}`],
      ],
      pending,
    );
  },
};

export const PAGES: readonly Page[] = [approvals, wallets, transfers, webhooks];
