/**
 * One function's worker: the local stack's stand-in for a Lambda container. It runs with
 * exactly the environment the host derived for its function (the worker's own `process.env`),
 * imports the entry once (the cold start), and serves invocations. Every AWS SDK client the
 * function creates gets a plugin that reports each call to the host before it is made, so the
 * host can record it, fail it on purpose, or answer it itself (`sdk-plugin.ts`).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { addClientPlugin } from '#shared/aws/client-plugins.ts';
import { buildLambdaContext } from '#infra/local/http-api-event.ts';
import type { SdkReply } from '#infra/local/functions/host.ts';
import type { FromWorker, InvokeMessage, ToWorker, WorkerData } from '#infra/local/functions/protocol.ts';
import { hostPlugin, type AskHost } from '#infra/local/functions/sdk-plugin.ts';

const port = parentPort!;
const data = workerData as WorkerData;
const faultScope = new AsyncLocalStorage<string | undefined>();
const waiting = new Map<number, (reply: SdkReply) => void>();
let nextId = 1;

const post = (message: FromWorker) => port.postMessage(message);

const askHost: AskHost = (call) => {
  const id = nextId++;
  const reply = new Promise<SdkReply>((resolve) => waiting.set(id, resolve));
  post({ type: 'sdk-call', id, ...call });
  return reply;
};

// Before the entry is imported, so the clients it creates at import carry the plugin.
addClientPlugin(hostPlugin(askHost, () => faultScope.getStore()));

const handler = import(pathToFileURL(data.entryPath).href).then((module: { handler?: unknown }) => {
  if (typeof module.handler !== 'function') throw new Error(`${data.entryPath} does not export a function named handler.`);
  return module.handler as (event: unknown, context: unknown) => unknown;
});
// An entry that fails to import fails each invocation (below), as a broken deployment would.
handler.catch(() => undefined);

async function invoke(message: InvokeMessage): Promise<void> {
  const { functionName, requestId, timeoutMs } = message.context;
  try {
    const run = await handler;
    const value = await faultScope.run(message.faultScope, () =>
      run(message.event, buildLambdaContext(functionName, requestId, timeoutMs)),
    );
    post({ type: 'result', id: message.id, ok: true, value });
  } catch (error) {
    const e = error instanceof Error ? error : new Error(String(error));
    post({
      type: 'result',
      id: message.id,
      ok: false,
      error: { name: e.name, message: e.message, ...(e.stack ? { stack: e.stack } : {}) },
    });
  }
}

port.on('message', (message: ToWorker) => {
  if (message.type === 'invoke') return void invoke(message);
  const resolve = waiting.get(message.id);
  waiting.delete(message.id);
  resolve?.(message);
});

// A stray promise in a function crashes its container in Lambda; here it is reported loudly and
// the worker keeps serving, as the shared process did.
process.on('unhandledRejection', (reason) => console.error(`[local] unhandled rejection in ${data.functionId}:`, reason));
