/**
 * Stopping the local stack in any way leaves nothing running: `npm start` signalled as an IDE's
 * stop button (SIGTERM), a closed terminal (SIGHUP) or Ctrl-C (SIGINT) would, and start.ts itself
 * killed outright (SIGKILL, no exit hook runs). Each case starts a real stack through the one
 * child-process helper, notes every process under it (DynamoDB Local's Java, anvil, moto, their
 * guards), signals it, and checks that all of them are gone and its port is free. The stacks
 * start two at a time: quick enough, and four Java starts at once time out on a busy 2-core machine.
 * Exclusive, not for a fault: four more stacks would slow the timing-sensitive files beside it.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { assertPortFree } from '#infra/local/free-port.ts';
import { startStackProcess, type StackProcess } from '#infra/local/stack-process.ts';

interface Proc {
  pid: number;
  ppid: number;
  command: string;
}

/** Every live process on the machine (zombies are dead: they wait only to be reaped). */
async function processes(): Promise<Proc[]> {
  const { stdout } = await promisify(execFile)('ps', ['-A', '-o', 'pid=,ppid=,stat=,args=']);
  return stdout.split('\n').flatMap((line) => {
    const match = /^\s*(\d+)\s+(\d+)\s+(\S+)\s+(.*)$/.exec(line);
    if (!match || match[3]!.startsWith('Z')) return [];
    return [{ pid: Number(match[1]), ppid: Number(match[2]), command: match[4]! }];
  });
}

/** The processes under `root` (its children, theirs, and so on). */
async function descendants(root: number): Promise<Proc[]> {
  const all = await processes();
  const found: Proc[] = [];
  const parents = new Set([root]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of all) {
      if (parents.has(p.ppid) && !parents.has(p.pid)) {
        parents.add(p.pid);
        found.push(p);
        grew = true;
      }
    }
  }
  return found;
}

/** The process and its descendants. */
async function tree(root: number): Promise<Proc[]> {
  const self = (await processes()).filter((p) => p.pid === root);
  return [...self, ...(await descendants(root))];
}

async function stillRunning(pids: readonly number[]): Promise<Proc[]> {
  const alive = await processes();
  return alive.filter((p) => pids.includes(p.pid));
}

const stacks: StackProcess[] = [];
afterAll(async () => {
  await Promise.all(stacks.map((s) => s.stop()));
});

/** `npm start` for the signals a person or an IDE sends; start.ts itself for the crash, as the parent of the emulators. */
type Case = { signal: NodeJS.Signals; viaNpm: boolean; target: 'npm start' | 'start.ts' };
const CASES: Case[] = [
  { signal: 'SIGTERM', viaNpm: true, target: 'npm start' },
  { signal: 'SIGHUP', viaNpm: true, target: 'npm start' },
  { signal: 'SIGINT', viaNpm: true, target: 'npm start' },
  { signal: 'SIGKILL', viaNpm: false, target: 'start.ts' },
];

describe('stopping the local stack', () => {
  // Started once for all cases, two at a time: each case waits for its own.
  const start = async (c: Case) => {
    const stack = await startStackProcess({ name: `stack-stop-${c.signal}`, viaNpm: c.viaNpm });
    stacks.push(stack);
    return stack;
  };
  const first = [start(CASES[0]!), start(CASES[1]!)];
  const settled = Promise.allSettled(first);
  const started = [...first, settled.then(() => start(CASES[2]!)), settled.then(() => start(CASES[3]!))];
  // Keeps a failed start from being reported as an unhandled rejection before its case awaits it.
  for (const s of started) s.catch(() => {});

  it.each(CASES.map((c, i) => ({ ...c, i })))(
    '$signal to $target stops every process under it and frees the port',
    { timeout: 120_000 },
    async ({ signal, i }) => {
      const stack = await started[i]!;
      const root = stack.child.process.pid!;
      const procs = await tree(root);
      const commands = procs.map((p) => p.command).join('\n');
      // What must stop: the stack itself, DynamoDB Local's Java and the local chain (moto when installed).
      expect(commands).toMatch(/infra\/local\/start\.ts/);
      expect(commands).toMatch(/java .*DynamoDBLocal\.jar/);
      expect(commands).toMatch(/anvil --host 127\.0\.0\.1/);
      const port = Number(new URL(stack.apiUrl).port);
      process.kill(root, signal);

      const pids = procs.map((p) => p.pid);
      await expect
        .poll(async () => (await stillRunning(pids)).map((p) => `${p.pid} ${p.command}`), { timeout: 30_000, interval: 250 })
        .toEqual([]);
      await expect(assertPortFree(port)).resolves.toBeUndefined();
    },
  );
});
