/** Pages of what happened: the workspace's events and its ramp payments (read-only). */
import { api } from './api.ts';
import { amount, code, h, type Listing, table, when } from './dom.ts';
import { inEnvironment } from './environment.ts';
import type { Page } from './pages.ts';

interface EventView {
  id: string;
  type: string;
  created_at: string;
  resource_type: string;
  resource_id: string;
  deliveries_total: number | null;
  deliveries_succeeded: number;
}

export const events: Page = {
  path: 'events',
  title: 'Events',
  load: async ({ environment }) => {
    const { items } = await api<Listing<EventView>>('GET', inEnvironment('/v1/events?limit=50', environment));
    return table<EventView>(
      'Events, newest first (kept 30 days)',
      [
        ['Type', (e) => e.type],
        ['About', (e) => h('span', {}, `${e.resource_type} `, code(e.resource_id))],
        ['When', (e) => when(e.created_at)],
        ['Delivered', (e) => (e.deliveries_total === null ? 'being sent' : `${e.deliveries_succeeded} of ${e.deliveries_total} webhooks`)],
        ['Id', (e) => code(e.id)],
      ],
      items,
    );
  },
};

interface RampAmount {
  amount: string;
  asset: string;
}

interface RampPayment {
  reference: string;
  status: string;
  direction: string;
  rail: string;
  country_code: string;
  provider: string;
  source: RampAmount;
  destination_amount: RampAmount;
  fee: RampAmount;
  failure_reason: string | null;
  created_at: string;
}

export const rampPayments: Page = {
  path: 'ramp-payments',
  title: 'Ramp payments',
  load: async ({ environment }) => {
    const { items } = await api<Listing<RampPayment>>('GET', inEnvironment('/v1/ramp/payments?limit=50', environment));
    return table<RampPayment>(
      'Ramp payments, newest first',
      [
        ['Reference', (p) => code(p.reference)],
        ['Status', (p) => (p.failure_reason ? `${p.status}: ${p.failure_reason}` : p.status)],
        ['Direction', (p) => `${p.direction} (${p.rail}, ${p.country_code})`],
        ['Pays', (p) => amount(p.source.amount, p.source.asset)],
        ['Delivers', (p) => amount(p.destination_amount.amount, p.destination_amount.asset)],
        ['Fee', (p) => amount(p.fee.amount, p.fee.asset)],
        ['Provider', (p) => p.provider],
        ['Created', (p) => when(p.created_at)],
      ],
      items,
    );
  },
};
