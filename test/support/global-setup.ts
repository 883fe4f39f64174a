/**
 * Vitest global setup: starts the local stack once per run the way a developer does
 * (`node infra/local/start.ts`, as a child process with PORT=0 and a temporary state folder)
 * and provides its endpoints to every test file through `inject('stack')`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import type { TestProject } from 'vitest/node';
import type { LocalChainState, LocalStackState } from '#infra/local/state-file.ts';
import { startRunLogs, type RunLogs } from './secrets/run-logs.ts';
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
    stack: TestStack;
    /** Where each worker appends its OpenAPI conformance verdicts (test/support/conformance). */
    conformanceLog: string;
  }
}

const REPO_ROOT = resolve(import.meta.dirname, '..', '..');
/** Short sandbox ramp timings so lifecycle tests finish in seconds (docs/ramp.md, Sandbox). */
export const TEST_STACK_ENV = {
  RAMP_SANDBOX_STEP_MS: '400',
  RAMP_SANDBOX_FUNDING_WINDOW_MS: '2500',
  // Live custody on the local chain: the deposit watcher every second, a pending withdrawal
  // replaced after a few seconds (docs/live-custody.md).
  LOCAL_SCHEDULE_SECONDS: '1',
  LOCAL_CHAIN_STUCK_AFTER_SECONDS: '4',
  // A live on-ramp the partner reported succeeded raises its alarm this long after with no deposit.
  LOCAL_CHAIN_DELIVERY_WAIT_SECONDS: '8',
};
const START_TIMEOUT_MS = 60_000;
let child: ChildProcess | undefined;
let partner: PartnerServer | undefined;
let stateDir: string | undefined;
let logs: RunLogs | undefined;
let provided: TestStack | undefined;

export async function setup(project: TestProject): Promise<void> {
  stateDir = mkdtempSync(join(tmpdir(), 'wallet-test-stack-'));
  const started = Date.now();
  // The partner stand-in, so live identity lookups have an upstream as in a real deployment
  // (without one every live lookup is a 502, whatever was asked). Provider routes stay on the mock.
  partner = await startPartnerServer();
  child = spawn(process.execPath, ['infra/local/start.ts', '--quiet'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      ...TEST_STACK_ENV,
      PORT: '0',
      LOCAL_STATE_DIR: stateDir,
      LOCAL_DATA_DIR: '',
      // Webhook retries compressed from hours to seconds (attempts at about 0, 1, 2 and 4 s).
      WEBHOOK_RETRY_SCHEDULE: '1,1,2',
      // Sandbox custody steps (deposit confirmation, broadcast, settlement) one second apart.
      SANDBOX_SETTLEMENT_DELAY_SECONDS: '1',
      PARTNER_BASE_URL: partner.url,
      PARTNER_API_KEY: 'partner-secret',
      PARTNER_CALLBACK_SECRET,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  logs = startRunLogs();
  logs.attach(child);
  let lines: Awaited<ReturnType<typeof readStartLines>>;
  try {
    lines = await readStartLines(child);
  } catch (error) {
    await teardown();
    throw error;
  }
  const state = JSON.parse(readFileSync(join(stateDir, 'state.json'), 'utf8')) as LocalStackState;
  console.log(`[global-setup] local stack up in ${Date.now() - started} ms at ${lines.apiUrl}`);
  provided = {
    apiUrl: lines.apiUrl,
    dynamodbEndpoint: state.dynamodbEndpoint,
    sqsEndpoint: state.sqsEndpoint,
    tableName: state.tableName,
    region: state.region,
    seedToken: lines.token,
    workspaceId: lines.workspaceId,
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
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((done) => child?.once('exit', done));
    child.kill('SIGTERM');
    const force = setTimeout(() => child?.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(force);
  }
  await partner?.stop();
  if (stateDir) rmSync(stateDir, { recursive: true, force: true });
  if (scan && logs) secretScanAtTeardown.afterStop(scan, logs);
}

/** Reads the script lines of start.ts; stderr is kept to explain a failed start. */
function readStartLines(proc: ChildProcess): Promise<{ apiUrl: string; token: string; workspaceId: string }> {
  return new Promise((resolvePromise, reject) => {
    let stderr = '';
    proc.stderr?.on('data', (chunk: Buffer) => {
      if (!settled) stderr += chunk.toString();
      // What the stack logs (handler errors, expected retries under injected faults) goes to the
      // run's stack.log; TEST_STACK_LOGS=1 also shows it here, while the tests run.
      else if (process.env.TEST_STACK_LOGS === '1') process.stderr.write(chunk);
    });
    const found: Record<string, string> = {};
    let settled = false;
    const fail = (why: string) => {
      if (settled) return;
      settled = true;
      reject(new Error(`The local stack did not start: ${why}\n${stderr}`));
    };
    const timer = setTimeout(() => fail(`no API line within ${START_TIMEOUT_MS} ms`), START_TIMEOUT_MS);
    proc.once('exit', (code, signal) => fail(`start.ts exited with ${signal ?? code}`));
    // Reading goes on after start so the pipe never fills and blocks the stack.
    createInterface({ input: proc.stdout! }).on('line', (line) => {
      const match = /^(API|API key|Workspace): (\S+)/.exec(line);
      if (match?.[1] && match[2]) found[match[1]] = match[2];
      if (!settled && found.API && found['API key'] && found.Workspace) {
        settled = true;
        clearTimeout(timer);
        resolvePromise({ apiUrl: found.API, token: found['API key'], workspaceId: found.Workspace });
      }
    });
  });
}
