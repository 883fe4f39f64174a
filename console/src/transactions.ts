/** A wallet's transactions on the wallets page, loaded when asked for (GET /v1/wallets/{id}/transactions). */
import { api } from './api.ts';
import { actionButton, amount, code, h, type Listing, table, when } from './dom.ts';
import { type Environment, inEnvironment } from './environment.ts';

interface Transaction {
  id: string;
  type: string;
  direction: string;
  status: string;
  network_code: string;
  asset_symbol: string;
  amount_base_units: string;
  tx_hash: string | null;
  created_at: string;
}

/** A button that shows the wallet's last 20 transactions, newest first, in a region below it. */
export function walletTransactions(wallet: { id: string; name: string }, environment: Environment): HTMLElement {
  const region = h('div', { 'aria-live': 'polite' });
  const button = actionButton('Transactions', { 'aria-label': `Show the transactions of ${wallet.name}` }, region, async () => {
    const { items } = await api<Listing<Transaction>>('GET', inEnvironment(`/v1/wallets/${wallet.id}/transactions?limit=20`, environment));
    region.replaceChildren(
      table<Transaction>(
        `Transactions of ${wallet.name}, newest first`,
        [
          ['When', (t) => when(t.created_at)],
          ['Type', (t) => `${t.type} (${t.direction})`],
          ['Status', (t) => t.status],
          ['Amount', (t) => amount(t.amount_base_units, t.asset_symbol)],
          ['Network', (t) => t.network_code],
          ['Hash', (t) => (t.tx_hash ? code(t.tx_hash) : '—')],
          ['Id', (t) => code(t.id)],
        ],
        items,
      ),
    );
  });
  return h('div', {}, button, region);
}
