/**
 * Vitest global setup: keeps every log line of the run for the secret scan at its end, and,
 * unless the run is the unit suite alone (`--project unit`), starts the local stack once the way a
 * developer does (`startStackProcess`: `node infra/local/start.ts` as a child process with PORT=0
 * and a temporary state folder) and provides its endpoints to every test file through
 * `inject('stack')`.
 */
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { LocalChainState } from '#infra/local/state-file.ts';
import { startStackProcess, type StackProcess } from '#infra/local/stack-process.ts';
import { startRunLogs, type RunLogs } from './secrets/run-logs.ts';
import { TEST_STACK_ENV } from './stack-env.ts';
import { secretScanAtTeardown } from './secrets/teardown-scan.ts';
import { PARTNER_CALLBACK_SECRET, startPartnerServer, type PartnerServer } from './partner-server.ts';

export interface TestStack {
  apiUrl: string;
  dynamodbEndpoint: string;
  sqsEndpoint: string;
  tableName: string;
  region: string;
  seedToken: string;
  workspaceId: string;
  queueUrls: Record<string, string>;
  /** Local KMS key ARNs by key id. */
  kmsKeyArns: Record<string, string>;
  /** Local secret ARNs by secret id. */
  secretArns: Record<string, string>;
  /** The stack's KMS and Secrets Manager stand-ins. */
  awsStandInEndpoint: string;
  /** The local chain of live custody, when the stack turned live custody on (anvil and moto available). */
  chain?: LocalChainState;
  /** The stack's LOCAL_STATE_DIR, for tools that find the stack through its state file. */
  stateDir: string;
  /** The run's log folder: every log line of the run is kept there and scanned for secrets at the end. */
  logDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Absent in a run of the unit suite alone. */
    stack: TestStack;
    /** The run's log folder (also `stack.logDir`), where the workers copy what they print. */
    logDir: string;
    /** Where each worker appends its OpenAPI conformance verdicts (test/support/conformance). */
    conformanceLog: string;
  }
}

/** The project that runs without the stack (vitest.config.ts). */
const UNIT_PROJECT = 'unit';
let stack: StackProcess | undefined;
let partner: PartnerServer | undefined;
let logs: RunLogs | undefined;
let provided: TestStack | undefined;
let unitOnly = false;

export async function setup(project: TestProject): Promise<void> {
  logs = startRunLogs();
  project.provide('logDir', logs.dir);
  if (project.vitest.projects.every((p) => p.name === UNIT_PROJECT)) {
    unitOnly = true;
    // The summary reporter (same process) prints the conformance summary before the closing line.
    process.env.CONFORMANCE_LOG = join(logs.dir, 'conformance.jsonl');
    project.provide('conformanceLog', process.env.CONFORMANCE_LOG);
    return;
  }
  const started = Date.now();
  // The partner stand-in, so live identity lookups have an upstream as in a real deployment
  // (without one every live lookup is a 502, whatever was asked). Provider routes stay on the mock.
  partner = await startPartnerServer();
  const runLogs = logs;
  try {
    stack = await startStackProcess({
      name: 'wallet-test-stack',
      env: {
        ...TEST_STACK_ENV,
        // Webhook retries compressed from hours to seconds (attempts at about 0, 1, 2 and 4 s).
        WEBHOOK_RETRY_SCHEDULE: '1,1,2',
        // A webhook parked by the circuit breaker is probed after 2 s, not a minute.
        WEBHOOK_PARK_SECONDS: '2',
        // Sandbox custody steps (deposit confirmation, broadcast, settlement) one second apart.
        SANDBOX_SETTLEMENT_DELAY_SECONDS: '1',
        PARTNER_BASE_URL: partner.url,
        PARTNER_API_KEY: 'partner-secret',
        PARTNER_CALLBACK_SECRET,
      },
      onSpawn: (child) => runLogs.attach(child.process),
    });
  } catch (error) {
    await teardown();
    throw error;
  }
  // What the stack logs (handler errors, expected retries under injected faults) goes to the
  // run's stack.log; TEST_STACK_LOGS=1 also shows it here, while the tests run.
  if (process.env.TEST_STACK_LOGS === '1') stack.child.process.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  const { state, stateDir } = stack;
  console.log(`[global-setup] local stack up in ${Date.now() - started} ms at ${stack.apiUrl}`);
  provided = {
    apiUrl: stack.apiUrl,
    dynamodbEndpoint: state.dynamodbEndpoint,
    sqsEndpoint: state.sqsEndpoint,
    tableName: state.tableName,
    region: state.region,
    seedToken: stack.seedToken,
    workspaceId: stack.workspaceId,
    queueUrls: state.queueUrls,
    kmsKeyArns: state.kmsKeyArns,
    secretArns: state.secretArns,
    awsStandInEndpoint: state.awsStandInEndpoint,
    ...(state.chain ? { chain: state.chain } : {}),
    stateDir,
    logDir: logs.dir,
  };
  project.provide('stack', provided);
  project.provide('conformanceLog', join(stateDir, 'conformance.jsonl'));
  // The summary reporter (same process) prints the conformance summary before the closing line.
  process.env.CONFORMANCE_LOG = join(stateDir, 'conformance.jsonl');
}

export async function teardown(): Promise<void> {
  // The table is read while the stack still runs; the logs once it has exited (nothing more to come).
  const scan = provided && logs ? await secretScanAtTeardown.beforeStop(provided) : undefined;
  await stack?.stop();
  await partner?.stop();
  // A stack that never started has nothing to scan; its error is the one to see.
  if (logs && (scan || unitOnly)) secretScanAtTeardown.afterStop(scan, logs);
}
