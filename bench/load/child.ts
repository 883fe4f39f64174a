/**
 * Runs the load generator (autocannon) in a process of its own, so it does not share an
 * event loop with the gateway it measures. Reads its plan as JSON from argv, prints one
 * result line. Every request of a plan with `uniqueHeader` carries a fresh value in that
 * header (distinct idempotency keys, so each POST is a new payment rather than a replay).
 *
 * Usage: node bench/load/child.ts '<LoadPlan JSON>'
 */
import { randomUUID } from 'node:crypto';
import autocannon, { type Request } from 'autocannon';

export interface LoadPlan {
  url: string;
  connections: number;
  seconds: number;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  headers: Record<string, string>;
  body?: string;
  uniqueHeader?: string;
  uniqueBodyField?: string;
}

const plan = JSON.parse(process.argv[2] ?? '') as LoadPlan;
const unique = plan.uniqueHeader;
const uniqueField = plan.uniqueBodyField;
/** The request with its unique header and body field renewed. */
function renew(req: Request): Request {
  return {
    ...req,
    ...(unique ? { headers: { ...req.headers, [unique]: randomUUID() } } : {}),
    ...(uniqueField && plan.body ? { body: JSON.stringify({ ...JSON.parse(plan.body), [uniqueField]: `load-${randomUUID()}` }) } : {}),
  };
}
const result = await autocannon({
  url: plan.url,
  connections: plan.connections,
  duration: plan.seconds,
  requests: [
    {
      method: plan.method,
      path: plan.path,
      headers: plan.headers,
      ...(plan.body === undefined ? {} : { body: plan.body }),
      ...(unique || uniqueField ? { setupRequest: renew } : {}),
    },
  ],
});
const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count ?? 0]));
const summary = {
  requests: result.requests.total,
  rps: result.requests.average,
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  errors: result.errors,
  timeouts: result.timeouts,
  non2xx: result.non2xx,
  statuses,
};
process.stdout.write(`BENCH_LOAD ${JSON.stringify(summary)}\n`);
