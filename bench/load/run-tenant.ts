/**
 * `npm run load:tenant`: one workspace sends `POST /v1/transfers` as hard as the machine allows,
 * and every DynamoDB call the route makes is recorded with the keys it names and the capacity it
 * consumed; then each partition key's share of the units is judged against the share the layout
 * allows it (bench/load/shares.ts). Exits 1 when a key is over its share (or a request was
 * answered with a 5xx, or none was made), 0 otherwise; writes the tables to
 * `bench/results/load-tenant.md`.
 *
 * The local stack runs as the tests and the bench start it (`startStackProcess`: DynamoDB Local,
 * the SQS emulator, the stream and queue consumers, in a child process). Its own gateway runs each
 * function in a worker process, out of reach of this process's meter, so the transfers go over
 * HTTP to a second gateway started here (`startGateway`, the same route table and handlers) whose
 * invoker runs each invocation in process inside `measured(...)`: the meter (bench/warm/meter.ts)
 * then counts exactly the route's calls, not the consumers' work in the stack's process.
 *
 * The workspace gets lifted rate limits through the operator CLI (`set-limits`, 1,000 a second
 * each, the most it allows), so the machine, not a 429, is the limit; its wallets are funded with
 * sandbox deposits. Environment: LOAD_TENANT_SECONDS (20), LOAD_TENANT_CONCURRENCY (16),
 * LOAD_TENANT_WALLETS (4: transfers take them in turn).
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { pointAtStack } from '#infra/local/stack.ts';
import { startStackProcess } from '#infra/local/stack-process.ts';

const int = (name: string, fallback: number) => {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  if (!/^[1-9]\d{0,5}$/.test(value)) {
    console.error(`${name} must be a whole number from 1; got "${value}".`);
    process.exit(2);
  }
  return Number(value);
};
const SECONDS = int('LOAD_TENANT_SECONDS', 20);
const CONCURRENCY = int('LOAD_TENANT_CONCURRENCY', 16);
const WALLETS = int('LOAD_TENANT_WALLETS', 4);
const ROOT = path.resolve(import.meta.dirname, '..', '..');
const OUT = path.join(ROOT, 'bench', 'results', 'load-tenant.md');

const startedAt = Date.now();
const progress = (line: string) => console.error(`[load:tenant +${Math.round((Date.now() - startedAt) / 1000)}s] ${line}`);

/** The operator CLI as an operator runs it, pointed at this stack through its state folder. */
async function admin(args: string[], stateDir: string): Promise<void> {
  await promisify(execFile)(process.execPath, ['infra/admin/cli.ts', ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', LOCAL_STATE_DIR: stateDir },
  });
}

const stack = await startStackProcess({ name: 'wallet-load-tenant' });
let exitCode = 1;
let stopGateway = async () => {};
try {
  const environmentOf = pointAtStack(stack.state);
  Object.assign(process.env, environmentOf('createTransfer'));
  progress(`local stack up: DynamoDB Local ${stack.state.dynamodbEndpoint}`);
  // Shared modules read their configuration at import: only now that this process points at the stack.
  const { createWorkspace } = await import('#shared/domain/workspaces/provision.ts');
  const { replaceTransferPolicy } = await import('#shared/domain/workspace-settings/transfer-policy.ts');
  const { replaceEnabledNetworks } = await import('#shared/domain/workspace-settings/networks.ts');
  const { ENABLED_NETWORKS, FUNDING, POLICY, transferBody } = await import('#shared/fixtures/request-bodies.ts');
  const { createWalletIn, depositInto } = await import('#shared/fixtures/wallet-factories.ts');
  const { invokeTransport } = await import('#bench/context/invoke.ts');
  const { installMeter, measured } = await import('#bench/warm/meter.ts');
  const { db } = await import('#shared/db/client.ts');
  const { startGateway } = await import('#infra/local/gateway.ts');
  const { inProcessInvoker } = await import('#infra/local/functions/invoker.ts');
  const { addCalls, judgeShares, renderShares } = await import('#bench/load/shares.ts');
  const { percentile } = await import('#bench/stats.ts');

  const ws = await createWorkspace({ name: 'Load tenant', ownerEmail: 'load-tenant@bench.test', ownerName: 'Load' });
  const scope = { workspaceId: ws.workspace_id, environment: 'sandbox' as const };
  await replaceTransferPolicy(scope, POLICY);
  await replaceEnabledNetworks(scope, [...ENABLED_NETWORKS]);
  const lifted = ['writes-per-second', 'workspace-writes-per-second', 'reads-per-second', 'workspace-reads-per-second'];
  await admin(
    ['set-limits', '--workspace', ws.workspace_id, ...lifted.flatMap((o) => [`--${o}`, '1000']), '--operator', 'load:tenant'],
    stack.stateDir,
  );
  const tenant = {
    label: 'Load tenant',
    workspaceId: ws.workspace_id,
    token: ws.token,
    environment: 'sandbox' as const,
    canary: 'Load tenant',
    send: invokeTransport,
  };
  const wallets: string[] = [];
  for (let i = 0; i < WALLETS; i++) {
    const walletId = await createWalletIn(tenant);
    await depositInto(tenant, walletId, FUNDING.amount_base_units);
    wallets.push(walletId);
  }
  progress(`workspace ${ws.workspace_id}: limits lifted, ${WALLETS} wallet(s) funded`);

  const meter = installMeter(db);
  const direct = inProcessInvoker();
  const gateway = await startGateway({ port: 0, quiet: true, invoker: { invoke: (request) => measured(() => direct.invoke(request)) } });
  stopGateway = () => gateway.stop();
  const loads = new Map<string, import('#bench/load/shares.ts').KeyLoad>();
  const drain = () => addCalls(loads, meter.take());
  const statuses: Record<string, number> = {};
  const latencies: number[] = [];
  let sent = 0;
  let firstServerError: string | null = null;
  const url = `${gateway.url}/v1/transfers?environment=sandbox`;
  const end = Date.now() + SECONDS * 1000;
  const drainer = setInterval(drain, 1000);
  const worker = async () => {
    while (Date.now() < end) {
      const walletId = wallets[sent++ % wallets.length]!;
      const body = JSON.stringify({ ...transferBody(walletId, 'load'), idempotency_key: `load-${randomUUID()}` });
      const t0 = performance.now();
      const res = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${ws.token}`, 'content-type': 'application/json' },
        body,
      });
      const text = await res.text();
      latencies.push(performance.now() - t0);
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      if (res.status >= 500) firstServerError ??= `${res.status} ${text.slice(0, 300)}`;
    }
  };
  progress(`sending POST /v1/transfers for ${SECONDS} s at concurrency ${CONCURRENCY}`);
  const loadStart = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const loadMs = performance.now() - loadStart;
  clearInterval(drainer);
  drain();
  meter.remove();

  const report = judgeShares(loads.values(), sent);
  const serverErrors = Object.entries(statuses)
    .filter(([s]) => Number(s) >= 500)
    .reduce((n, [, c]) => n + c, 0);
  const rate = Math.round((sent * 1000) / loadMs);
  const summary =
    `${sent} \`POST /v1/transfers\` of one workspace (sandbox) in ${(loadMs / 1000).toFixed(1)} s at concurrency ${CONCURRENCY} over ${WALLETS} wallet(s): ` +
    `${rate} a second on ${os.cpus().length}× ${os.cpus()[0]?.model ?? 'unknown'} (load average ${os.loadavg()[0]!.toFixed(2)} at the end); ` +
    `statuses ${Object.entries(statuses)
      .map(([s, c]) => `${s}×${c}`)
      .join(', ')}; latency p50 ${Math.round(percentile(latencies, 50))} ms, p99 ${Math.round(percentile(latencies, 99))} ms. ` +
    `The route consumed ${report.readUnits} RRU and ${report.writeUnits} WRU (${(report.readUnits / Math.max(1, sent)).toFixed(2)} and ${(report.writeUnits / Math.max(1, sent)).toFixed(2)} a request) on ${report.keys.length} partition keys; ` +
    `${report.over.length === 0 ? 'no key is over its share' : `${report.over.length} key(s) over their share`}.`;
  const markdown = [
    '# Load test of key shares (`npm run load:tenant`)',
    '',
    `Run ${new Date(startedAt).toISOString()}. ${summary}`,
    '',
    "A shard key may carry 1/N of its family's units plus a tolerance for chance (the larger of a quarter of 1/N and 4 standard deviations of a binomial share over the requests); a key of its own at most what keeps it within a partition's limits at 1,000 transfers a second (bench/load/shares.ts).",
    '',
    renderShares(report, true),
    '',
  ].join('\n');
  mkdirSync(path.dirname(OUT), { recursive: true });
  writeFileSync(OUT, markdown);
  console.log(`${summary}\n\n${renderShares(report)}\n\nEvery key: ${path.relative(process.cwd(), OUT)}`);
  if (firstServerError) console.error(`First 5xx: ${firstServerError}`);
  if (sent === 0 || report.keys.length === 0) console.error('No request was measured.');
  exitCode = report.over.length > 0 || serverErrors > 0 || sent === 0 || report.keys.length === 0 ? 1 : 0;
} catch (error) {
  console.error(error);
} finally {
  await stopGateway();
  await stack.stop();
}
// Pooled SDK sockets and timers of the stopped stack must not keep the process alive.
process.exit(exitCode);
