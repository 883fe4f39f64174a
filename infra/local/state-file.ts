/**
 * The running local stack's state file (`.local/state.json`, or `$LOCAL_STATE_DIR/state.json`):
 * how the operator CLI, scripts, the test harness and the bench find the stack's endpoints.
 * It holds endpoints, resource names and the deployment settings in force, never a token.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { REPO_ROOT } from '#infra/local/entry-loader.ts';

export interface LocalStackState {
  apiUrl: string;
  dynamodbEndpoint: string;
  sqsEndpoint: string;
  tableName: string;
  /** The table's stream ARN (DynamoDB Local). */
  streamArn: string;
  region: string;
  /** Queue URLs by queue id (`webhook-deliveries`, `webhook-deliveries-dlq`, ...). */
  queueUrls: Record<string, string>;
  /** Local KMS key ARNs by key id (`shared/kms-keys.ts`). */
  kmsKeyArns: Record<string, string>;
  /** Local secret ARNs by secret id (`shared/secrets.ts`); never their values. */
  secretArns: Record<string, string>;
  /** The KMS and Secrets Manager stand-ins (`KMS_ENDPOINT`, `SECRETS_MANAGER_ENDPOINT`). */
  awsStandInEndpoint: string;
  /**
   * The deployment settings in force (`pickSettings` of the stack's environment: configuration,
   * never secrets), so another process derives each function's environment as the stack does.
   */
  settings: Record<string, string>;
  /** The local EVM chain (infra/local/chain/), when the stack runs one; `npm run fund:local` reads it. */
  chain?: LocalChainState;
  pid: number;
}

export interface LocalChainState {
  /** anvil's JSON-RPC URL. */
  url: string;
  chainId: number;
  /** Token contract addresses by asset symbol (`USDC`). */
  tokens: Record<string, string>;
}

/** The state folder: `LOCAL_STATE_DIR` if set, else `.local/` at the repository root. */
export function stateDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.LOCAL_STATE_DIR ? resolve(env.LOCAL_STATE_DIR) : join(REPO_ROOT, '.local');
}

export const statePath = (dir: string) => join(dir, 'state.json');

export function writeState(dir: string, state: LocalStackState): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(statePath(dir), `${JSON.stringify(state, null, 2)}\n`);
}

/** The state of a running stack, or null when there is none (no file, or its process is gone). */
export function readLiveState(dir: string): LocalStackState | null {
  let state: LocalStackState;
  try {
    state = JSON.parse(readFileSync(statePath(dir), 'utf8')) as LocalStackState;
  } catch {
    return null;
  }
  return isAlive(state.pid) ? state : null;
}

/** Removes the file if it still describes this process (a newer stack may have replaced it). */
export function removeState(dir: string, pid = process.pid): void {
  try {
    const state = JSON.parse(readFileSync(statePath(dir), 'utf8')) as LocalStackState;
    if (state.pid === pid) rmSync(statePath(dir), { force: true });
  } catch {
    // Already gone or unreadable: nothing of ours to remove.
  }
}

/** True when a process with this pid exists (signal 0 checks without sending anything). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
