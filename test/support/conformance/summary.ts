/** One line for the end of a run: how many responses were checked against the document, and what the suite never called. */
import { existsSync, readFileSync } from 'node:fs';
import { routeList } from '#shared/routes.ts';

/** Summarises the verdict log the workers wrote (see index.ts). */
export function summariseConformance(logFile: string): string {
  if (!existsSync(logFile)) return '[conformance] no API responses were checked in this run';
  const verdicts = readFileSync(logFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { key: string; ok: boolean });
  const failed = verdicts.filter((v) => !v.ok).length;
  const keys = new Set(verdicts.map((v) => v.key));
  const called = new Set([...keys].map((key) => key.split(' ').slice(0, 2).join(' ')));
  const never = routeList.map((r) => `${r.method} ${r.path}`).filter((route) => !called.has(route));
  const deliveries = verdicts.filter((v) => v.key === 'webhook event').length;
  return (
    `[conformance] ${verdicts.length - deliveries} responses and ${deliveries} webhook deliveries checked against the OpenAPI document, ${failed} non-conforming; ` +
    `${keys.size} distinct operation+status pairs` +
    (never.length > 0 ? `; operations not exercised: ${never.join(', ')}` : '; every operation exercised')
  );
}
