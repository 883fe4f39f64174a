/**
 * Every process the local tooling spawns for a service (anvil, DynamoDB Local, moto's KMS, the
 * local stack itself for the tests and the soak) goes through here: spawn, reading its output so
 * a pipe never fills, the tail of that output for error messages, the wait until it is ready,
 * stop (SIGTERM, then SIGKILL after a grace period) and the last-resort kill when this process
 * exits without stopping it. The children alive at any moment are in one registry
 * (`runningChildren`, `stopAllChildren`), so one place can stop them all.
 *
 * A process killed outright (SIGKILL, the OOM killer) runs no exit hook, so each child also has a
 * guard: it runs in a process group of its own, and a tiny `sh` (in a group of its own too, deaf
 * to the terminal's signals) holds the read end of a pipe from this process. The kernel closes
 * that pipe when this process dies, however it dies; the guard then SIGKILLs the child's group.
 * When the child exits first, the guard is killed. Ctrl-C in a terminal reaches this process
 * alone, which stops its children in order.
 */
import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export type ChildStream = 'stdout' | 'stderr';

export interface ChildOptions {
  /** Names the service in errors ("anvil", "DynamoDB Local"). */
  name: string;
  /**
   * The program and its arguments; or `spawn`, for a package that spawns its own process, which
   * must pass on `detached` (the child's own process group, which its guard kills).
   */
  command?: string;
  args?: readonly string[];
  spawn?: (group: { detached: boolean }) => ChildProcess;
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** `pipe` keeps stdin open for a child that exits when it closes; `ignore` by default. */
  stdin?: 'ignore' | 'pipe';
  /** How long `stop` waits after SIGTERM before SIGKILL. */
  graceMs?: number;
}

/** Why a child did not become ready: it could not be spawned, it exited, or the wait timed out. */
export interface ChildStartDetails {
  spawnError?: NodeJS.ErrnoException;
  code?: number | null;
  signal?: NodeJS.Signals | null;
  /** The output's tail (both streams), and stderr's alone. */
  output: string;
  stderr: string;
}

export class ChildStartError extends Error {
  readonly reason: 'spawn' | 'exit' | 'timeout';
  readonly details: ChildStartDetails;

  constructor(message: string, reason: ChildStartError['reason'], details: ChildStartDetails) {
    super(message);
    this.reason = reason;
    this.details = details;
  }
}

export interface ReadyOptions<T> {
  timeoutMs: number;
  /** Polled every 100 ms until it returns a value; a throw is "not yet". */
  poll?: () => Promise<T | undefined>;
  /** Called with every output line until it returns a value. */
  line?: (line: string, stream: ChildStream) => T | undefined;
}

export interface SpawnedChild {
  readonly name: string;
  readonly process: ChildProcess;
  /** The last 4,000 characters of stdout and stderr together, or of one stream. */
  output(stream?: ChildStream): string;
  /** Calls `listener` with every line of the stream from now on. */
  onLine(stream: ChildStream, listener: (line: string) => void): void;
  /** Resolves with the first value of `poll` or `line`; rejects with a `ChildStartError`. */
  ready<T>(options: ReadyOptions<T>): Promise<T>;
  /** SIGTERM, then SIGKILL after the grace period; resolves once the child has exited. Idempotent. */
  stop(): Promise<void>;
}

type ChildExit = { code: number | null; signal: NodeJS.Signals | null };

const TAIL = 4000;
const DEFAULT_GRACE_MS = 5000;
const running = new Set<SpawnedChild>();
let exitHookInstalled = false;

/** The children spawned here that have not exited yet. */
export function runningChildren(): readonly SpawnedChild[] {
  return [...running];
}

/** Stops every running child at once (each SIGTERM, then SIGKILL after its grace period). */
export async function stopAllChildren(): Promise<void> {
  await Promise.all([...running].map((child) => child.stop()));
}

/** Process groups and `sh` are POSIX; on Windows children run as before, with the exit hook alone. */
const GROUPS = process.platform !== 'win32';

/**
 * Ignores the terminal's signals, waits for the end of its stdin (this process's death, or the
 * guard's release), then kills the child's group. `$1` is the group id (the child's pid).
 */
// `kill -9 -<pgid>`: the one spelling of a group kill that dash, bash and zsh all take.
const GUARD_SCRIPT = `trap '' INT TERM HUP; while read -r _; do :; done; kill -9 "-$1" 2>/dev/null`;

/** Signals the child's whole process group (its helpers too), or the child alone without groups. */
function signalChild(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    if (GROUPS) process.kill(-child.pid, signal);
    else child.kill(signal);
  } catch {
    // Already gone.
  }
}

/** Starts the guard of a child that runs in its own group; returns how to release it. */
function guard(child: ChildProcess): () => void {
  if (!GROUPS || child.pid === undefined) return () => {};
  const watcher = spawn('sh', ['-c', GUARD_SCRIPT, 'guard', String(child.pid)], { stdio: ['pipe', 'ignore', 'ignore'], detached: true });
  watcher.on('error', () => {});
  // The guard must not keep this process alive, nor its pipe keep the event loop busy.
  watcher.unref();
  (watcher.stdin as unknown as { unref?: () => void } | null)?.unref?.();
  return () => {
    if (watcher.exitCode === null && watcher.signalCode === null) watcher.kill('SIGKILL');
  };
}

/** Last resort when this process exits without stopping its children (a crash, process.exit): none is orphaned. */
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const child of running) signalChild(child.process, 'SIGKILL');
  });
}

export function spawnChild(options: ChildOptions): SpawnedChild {
  const spawnOptions: SpawnOptions = {
    stdio: [options.stdin ?? 'ignore', 'pipe', 'pipe'],
    detached: GROUPS,
    ...(options.cwd ? { cwd: options.cwd } : {}),
    ...(options.env ? { env: options.env } : {}),
  };
  const child = options.spawn?.({ detached: GROUPS }) ?? spawn(options.command ?? '', options.args ?? [], spawnOptions);
  const release = guard(child);
  const tails = { all: '', stdout: '', stderr: '' };
  const readers: Partial<Record<ChildStream, ReturnType<typeof createInterface>>> = {};
  for (const stream of ['stdout', 'stderr'] as const) {
    // Reading goes on for the child's whole life, so a full pipe never blocks it.
    child[stream]?.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      tails.all = (tails.all + text).slice(-TAIL);
      tails[stream] = (tails[stream] + text).slice(-TAIL);
    });
  }
  const lines = (stream: ChildStream) => {
    const input = child[stream];
    if (!input) return undefined;
    return (readers[stream] ??= createInterface({ input }));
  };

  let spawnError: NodeJS.ErrnoException | undefined;
  let exit: ChildExit | undefined;
  const gone = () => child.pid === undefined || exit !== undefined || child.exitCode !== null || child.signalCode !== null;
  const exited = new Promise<void>((done) => {
    child.once('exit', (code, signal) => {
      exit = { code, signal };
      running.delete(handle);
      release();
      done();
    });
    child.once('error', (error: NodeJS.ErrnoException) => {
      spawnError = error;
      // A child that never started sends no 'exit'.
      if (child.pid === undefined) {
        running.delete(handle);
        done();
      }
    });
  });

  let stopping: Promise<void> | undefined;
  const handle: SpawnedChild = {
    name: options.name,
    process: child,
    output: (stream) => (stream ? tails[stream] : tails.all),
    onLine: (stream, listener) => void lines(stream)?.on('line', listener),
    ready: (ready) => waitUntilReady(handle, ready, () => ({ spawnError, exit })),
    stop: () =>
      (stopping ??= (async () => {
        if (gone()) return;
        const force = setTimeout(() => signalChild(child, 'SIGKILL'), options.graceMs ?? DEFAULT_GRACE_MS);
        signalChild(child, 'SIGTERM');
        await exited;
        clearTimeout(force);
      })()),
  };
  running.add(handle);
  installExitHook();
  return handle;
}

function waitUntilReady<T>(
  child: SpawnedChild,
  { timeoutMs, poll, line }: ReadyOptions<T>,
  status: () => { spawnError?: NodeJS.ErrnoException | undefined; exit?: ChildExit | undefined },
): Promise<T> {
  const details = () => ({ output: child.output(), stderr: child.output('stderr') });
  const failure = (): ChildStartError | undefined => {
    const { spawnError, exit } = status();
    if (spawnError) {
      return new ChildStartError(`${child.name} could not be started: ${String(spawnError)}`, 'spawn', { spawnError, ...details() });
    }
    if (exit) return new ChildStartError(`${child.name} exited with ${exit.signal ?? exit.code}`, 'exit', { ...exit, ...details() });
    return undefined;
  };
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const settle = (outcome: { value: T } | { error: ChildStartError }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.process.removeListener('exit', onEnd);
      child.process.removeListener('error', onEnd);
      if ('value' in outcome) resolve(outcome.value);
      else reject(outcome.error);
    };
    const timer = setTimeout(
      () => settle({ error: new ChildStartError(`${child.name} was not ready within ${timeoutMs} ms`, 'timeout', details()) }),
      timeoutMs,
    );
    // After the child's own listeners (registered at spawn), so `status` already knows why.
    const onEnd = () => {
      const error = failure();
      if (error) settle({ error });
    };
    child.process.on('exit', onEnd);
    child.process.on('error', onEnd);
    onEnd();
    if (line) {
      for (const stream of ['stdout', 'stderr'] as const) {
        child.onLine(stream, (text) => {
          if (settled) return;
          const value = line(text, stream);
          if (value !== undefined) settle({ value });
        });
      }
    }
    if (poll) {
      void (async () => {
        while (!settled) {
          try {
            const value = await poll();
            if (value !== undefined) return settle({ value });
          } catch {
            // Not ready yet.
          }
          await new Promise((r) => setTimeout(r, 100));
        }
      })();
    }
  });
}
