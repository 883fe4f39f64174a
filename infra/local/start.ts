/**
 * `npm start`: runs the local stack until Ctrl-C. The first two lines of output are for
 * scripts (`API: <url>`, `API key: <token>`); the rest is informational. While it runs,
 * `<state dir>/state.json` tells the operator CLI and scripts where the stack is.
 */
import { parseArgs } from 'node:util';
import { queues } from '#shared/queues.ts';
import { streamConsumers } from '#shared/streams.ts';
import { assertPortFree } from '#infra/local/free-port.ts';
import { startLocalStack } from '#infra/local/stack.ts';
import { readLiveState, removeState, stateDir, statePath, writeState } from '#infra/local/state-file.ts';

const USAGE = `Usage: npm start -- [--data-dir <folder>] [--quiet]

  --data-dir <folder>  keep DynamoDB, SQS and the seed workspace in <folder> (or LOCAL_DATA_DIR)
  --quiet              no per-request log lines (or LOCAL_QUIET=1)

Environment: PORT (default 3000, 0 = any free port), LOCAL_STATE_DIR (default .local/).`;

/** How often the stack looks whether the process that started it (npm, a shell, an IDE) is gone. */
const PARENT_CHECK_MS = 500;

/**
 * Starts the stack, prints the two script-readable lines, and stops cleanly on SIGINT, SIGTERM or
 * SIGHUP, or when its parent goes away.
 */
export async function main(argv: string[]): Promise<void> {
  const startedAt = performance.now();
  const { values } = parseArgs({
    args: argv,
    options: { 'data-dir': { type: 'string' }, quiet: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) return void console.log(USAGE);
  const port = Number(process.env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${process.env.PORT}".`);
  const dir = stateDir();
  const running = readLiveState(dir);
  if (running) {
    throw new Error(
      `A local stack is already running (pid ${running.pid}, ${running.apiUrl}). Stop it, or set LOCAL_STATE_DIR for a second one.`,
    );
  }
  // Before anything starts: a busy port must not cost a Java start first.
  await assertPortFree(port);
  const dataDir = values['data-dir'] ?? process.env.LOCAL_DATA_DIR;
  // A signal during start-up stops what has started so far (a child process exits with this process).
  const early = (signal: NodeJS.Signals) => {
    console.log(`\n${signal} while starting: stopping.`);
    process.exit(1);
  };
  for (const signal of STOP_SIGNALS) process.on(signal, early);
  const stack = await startLocalStack({
    port,
    quiet: values.quiet === true || process.env.LOCAL_QUIET === '1',
    ...(dataDir ? { dataDir } : {}),
  });
  const { seedToken, workspaceId, ownerEnrolmentPath, stop, environmentOf, custodyKms, liveCustody, ...endpoints } = stack;
  // Written before the lines are printed, so a script that has read them finds the file.
  writeState(dir, { ...endpoints, pid: process.pid });
  process.on('exit', () => removeState(dir));

  let stopping = false;
  const shutdown = async (why: string) => {
    if (stopping) process.exit(1); // A second Ctrl-C: stop waiting.
    stopping = true;
    console.log(`\n${why}: stopping the local stack...`);
    removeState(dir);
    await stop();
    process.exit(0);
  };
  // A handler's stray promise must not take the whole stack down (in AWS it would only
  // crash that function's container): say so loudly and keep serving.
  process.on('unhandledRejection', (reason) => console.error('[local] unhandled rejection in a handler:', reason));
  for (const signal of STOP_SIGNALS) {
    process.off(signal, early);
    process.on(signal, () => void shutdown(signal));
  }
  watchParent(() => void shutdown('The process that started the stack is gone'));

  console.log(`API: ${stack.apiUrl}`);
  console.log(`API key: ${seedToken}`);
  console.log(`Workspace: ${workspaceId} (Local workspace, owner owner@local.test)`);
  // On localhost, not 127.0.0.1: WebAuthn refuses an IP address as relying party id.
  console.log(`Console: ${stack.apiUrl.replace('//127.0.0.1', '//localhost')}/console`);
  console.log(`Owner enrolment (one use, 72 hours): ${stack.apiUrl.replace('//127.0.0.1', '//localhost')}${ownerEnrolmentPath}`);
  console.log(`DynamoDB Local: ${stack.dynamodbEndpoint} (table ${stack.tableName}${dataDir ? `, data in ${dataDir}` : ', in memory'})`);
  console.log(`SQS emulator: ${stack.sqsEndpoint}`);
  console.log(
    'url' in custodyKms
      ? `KMS custody keys: moto at ${custodyKms.url}, behind ${stack.awsStandInEndpoint} (DIGEST shim, docs/live-custody.md)`
      : `KMS custody keys: unavailable, live custody stays off (${custodyKms.unavailable})`,
  );
  console.log(
    liveCustody.on
      ? `Live custody: on, ethereum at ${liveCustody.chain.url} (chain ${liveCustody.chain.chainId}, test USDC ${liveCustody.chain.tokens.USDC}); fund an address with npm run fund:local`
      : `Live custody: off (${liveCustody.why}); live answers 503 custody_unavailable`,
  );
  console.log(`Consumers: ${consumerSummary()}`);
  console.log(`Fault injection: POST ${stack.apiUrl}/__local/faults (see docs/local-stack.md)`);
  console.log(`State file: ${statePath(dir)}`);
  console.log(
    `Started in ${Math.round(performance.now() - startedAt)} ms (process up ${Math.round(performance.now())} ms). Ctrl-C to stop.`,
  );
}

/** Ctrl-C, an IDE's stop button or `kill`, and a closed terminal. */
const STOP_SIGNALS: readonly NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * Calls `gone` once the parent process has died. Under `npm start` the parent is npm (its shell
 * execs this file), which forwards SIGINT and SIGTERM but dies of SIGHUP or SIGKILL without
 * forwarding anything, so the stack would otherwise outlive it; the same holds for a script or an
 * IDE that starts it. An orphan is adopted by another process, which changes its parent pid.
 */
function watchParent(gone: () => void): void {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    gone();
  }, PARENT_CHECK_MS);
  timer.unref();
}

/** Which queue and stream consumers run, for the start-up lines. */
function consumerSummary(): string {
  const polled = [
    ...queues.flatMap((q) => (q.consumer ? [`${q.id} (queue)`] : [])),
    ...streamConsumers.map((c) => `${c.id} (table stream, ${c.insertedSortKeyPrefix}* inserts)`),
  ];
  return polled.length > 0 ? polled.join(', ') : 'none';
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`Local stack failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
