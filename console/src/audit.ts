/**
 * The audit log page: who did what, newest first (read-only; GET /v1/workspace/audit-log), a
 * page of 50 at a time, as the console's other long listings (transfers, member changes). **Older** is a link to the next page, its cursor in the address
 * (`#/audit-log?cursor=…`), so the back button returns to the newer page and a reload keeps it.
 */
import { api } from './api.ts';
import { code, h, type Listing, table, when } from './dom.ts';
import { hashFor } from './environment.ts';
import type { Page } from './pages.ts';

const PAGE_SIZE = 50;

interface AuditRecord {
  id: string;
  action: string;
  at: string;
  environment: string | null;
  member_id: string | null;
  actor_key_id: string | null;
  operator: string | null;
  details: Record<string, string | number | boolean | null | string[]>;
}

interface MemberName {
  id: string;
  display_name: string;
  email: string;
}

/** The act's own fields as `name: value` pairs, lists joined. */
function details(record: AuditRecord): string {
  return Object.entries(record.details)
    .filter(([, value]) => value !== null)
    .map(([name, value]) => `${name}: ${Array.isArray(value) ? value.join(', ') : String(value)}`)
    .join('; ');
}

export const auditLog: Page = {
  path: 'audit-log',
  title: 'Audit log',
  load: async ({ environment, params }) => {
    const cursor = params.get('cursor');
    const query = new URLSearchParams({ limit: String(PAGE_SIZE), ...(cursor ? { cursor } : {}) });
    const [log, members] = await Promise.all([
      api<Listing<AuditRecord>>('GET', `/v1/workspace/audit-log?${query}`),
      api<Listing<MemberName>>('GET', '/v1/members?limit=100'),
    ]);
    const names = new Map(members.items.map((m) => [m.id, `${m.display_name} (${m.email})`]));
    const who = (r: AuditRecord) =>
      r.operator !== null
        ? `operator: ${r.operator}`
        : r.member_id === null
          ? 'nobody (it fell due)'
          : (names.get(r.member_id) ?? r.member_id);
    const records = table<AuditRecord>(
      `Audit log, newest first${cursor ? ', older records' : ''}: keys, members, passkeys, settings, webhooks, console sign-ins, operator commands`,
      [
        ['When', (r) => when(r.at)],
        ['What', (r) => code(r.action)],
        ['Who', who],
        ['With', (r) => (r.actor_key_id === null ? '' : code(r.actor_key_id))],
        ['Environment', (r) => r.environment ?? 'workspace'],
        ['Details', details],
      ],
      log.items,
    );
    // Links, not buttons: each page of the log has its own address.
    const paging = h(
      'nav',
      { class: 'actions pager', 'aria-label': 'Audit log pages' },
      cursor ? h('a', { href: hashFor('audit-log', environment) }, 'Newest') : null,
      log.next_cursor ? h('a', { href: hashFor('audit-log', environment, { cursor: log.next_cursor }) }, 'Older') : null,
    );
    return h('div', {}, records, paging);
  },
};
