/**
 * The local stack's function host: one worker thread per function, started on the function's
 * first invocation (its cold start) with exactly the environment `environmentOf` gives it, and
 * kept while the stack runs (a warm container). A worker serves concurrent invocations, as the
 * shared process did before; one that crashes fails what it had in flight and is started anew
 * on the next invocation.
 */
import { resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FromWorker, InvokeMessage, SdkCallMessage, SdkReplyMessage, WorkerData } from '#infra/local/functions/protocol.ts';

export interface InvokeRequest {
  /** The function's id in the function table. */
  functionId: string;
  /** Its entry, relative to the repository root. */
  entry: string;
  event: unknown;
  context: InvokeMessage['context'];
  faultScope?: string | undefined;
}

export interface FunctionHostOptions {
  rootDir: string;
  /** The environment of a function's worker, by function id. */
  environmentOf(functionId: string): Record<string, string>;
  /** Answers every SDK call a function makes before the call goes out. */
  onSdkCall(functionId: string, call: SdkCallMessage): SdkReply | Promise<SdkReply>;
  /** Where the functions' stdout and stderr go; default this process's (what CloudWatch would hold). */
  output?: (text: string) => void;
}

/** A reply to a worker without its envelope (`type`, `id`). */
export type SdkReply = SdkReplyMessage extends infer M ? (M extends SdkReplyMessage ? Omit<M, 'type' | 'id'> : never) : never;

interface Running {
  worker: Worker;
  inFlight: Map<number, { resolve(value: unknown): void; reject(error: Error): void }>;
  /** Set when restarted: it takes no new invocation and ends once those in flight are answered. */
  retiring?: () => void;
}

const WORKER_FILE = resolve(import.meta.dirname, 'worker.ts');

export interface FunctionHost {
  invoke(request: InvokeRequest): Promise<unknown>;
  /** Ids of the functions whose worker is running. */
  running(): string[];
  /** Ends every worker, or `functionId`'s: the next invocation is a cold start (a redeploy, say). */
  restart(functionId?: string): Promise<void>;
  stop(): Promise<void>;
}

export function startFunctionHost(options: FunctionHostOptions): FunctionHost {
  const workers = new Map<string, Running>();
  let nextId = 1;

  function start(functionId: string, entry: string): Running {
    const workerData: WorkerData = { functionId, entryPath: resolve(options.rootDir, entry) };
    const capture = options.output !== undefined;
    const worker = new Worker(WORKER_FILE, {
      workerData,
      env: options.environmentOf(functionId),
      name: functionId,
      stdout: capture,
      stderr: capture,
    });
    if (options.output) {
      const sink = options.output;
      for (const stream of [worker.stdout, worker.stderr]) stream.on('data', (chunk: Buffer) => sink(chunk.toString('utf8')));
    }
    const running: Running = { worker, inFlight: new Map() };
    const fail = (error: Error) => {
      if (workers.get(functionId) === running) workers.delete(functionId);
      for (const call of running.inFlight.values()) call.reject(error);
      running.inFlight.clear();
    };
    worker.on('message', (message: FromWorker) => {
      if (message.type === 'result') {
        const call = running.inFlight.get(message.id);
        running.inFlight.delete(message.id);
        if (running.inFlight.size === 0) running.retiring?.();
        if (!call) return;
        if (message.ok) call.resolve(message.value);
        else call.reject(Object.assign(new Error(message.error.message), { name: message.error.name, stack: message.error.stack }));
        return;
      }
      Promise.resolve()
        .then(() => options.onSdkCall(functionId, message))
        .catch((error: unknown) => ({ verdict: 'refuse' as const, error: { name: 'LocalHostError', message: String(error) } }))
        .then((reply) => worker.postMessage({ ...reply, type: 'sdk-reply', id: message.id }));
    });
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The worker of ${functionId} exited with code ${code}.`)));
    // An idle worker must not keep the stack's process alive on its own.
    worker.unref();
    workers.set(functionId, running);
    return running;
  }

  /** New invocations go to a fresh worker at once; the old one ends when what it was serving is answered. */
  async function restart(functionId?: string): Promise<void> {
    const ending = [...workers].filter(([id]) => functionId === undefined || id === functionId);
    for (const [id] of ending) workers.delete(id);
    await Promise.all(
      ending.map(([, r]) =>
        r.inFlight.size === 0
          ? r.worker.terminate()
          : new Promise<void>((resolve) => (r.retiring = () => void r.worker.terminate().then(() => resolve()))),
      ),
    );
  }

  return {
    invoke(request) {
      const running = workers.get(request.functionId) ?? start(request.functionId, request.entry);
      const id = nextId++;
      return new Promise((resolvePromise, reject) => {
        running.inFlight.set(id, { resolve: resolvePromise, reject });
        const message: InvokeMessage = {
          type: 'invoke',
          id,
          event: request.event,
          context: request.context,
          faultScope: request.faultScope,
        };
        running.worker.postMessage(message);
      });
    },
    running: () => [...workers.keys()],
    restart,
    stop: () => restart(),
  };
}
