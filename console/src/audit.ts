/** The audit log page: who did what, newest first (read-only; GET /v1/workspace/audit-log). */
import { api } from './api.ts';
import { code, type Listing, table, when } from './dom.ts';
import type { Page } from './pages.ts';

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
  load: async () => {
    const [log, members] = await Promise.all([
      api<Listing<AuditRecord>>('GET', '/v1/workspace/audit-log?limit=100'),
      api<Listing<MemberName>>('GET', '/v1/members?limit=100'),
    ]);
    const names = new Map(members.items.map((m) => [m.id, `${m.display_name} (${m.email})`]));
    const who = (r: AuditRecord) =>
      r.operator !== null
        ? `operator: ${r.operator}`
        : r.member_id === null
          ? 'nobody (it fell due)'
          : (names.get(r.member_id) ?? r.member_id);
    return table<AuditRecord>(
      'Audit log, newest first: keys, members, passkeys, settings, webhooks, console sign-ins, operator commands',
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
  },
};
