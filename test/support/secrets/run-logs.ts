/**
 * Every log line of a test run, kept in one folder (the main process's side; see
 * capture-logs.ts for the workers): the local stack's stdout and stderr (`stack.log`), what
 * tests print (`console.log`, by the console capture reporter) and the workers' own output
 * (`worker-<pid>.log`). The global teardown scans them all with `scanRunLogs`.
 */
import { appendFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { createInterface } from 'node:readline';
import { OWNER_ENROLMENT_LINE, scanText, SEED_KEY_LINE, type Finding } from './patterns.ts';

export interface RunLogs {
  dir: string;
  /** Appends a child process's streams to `stack.log`, line by line, the seed key line redacted. */
  attach(streams: { stdout: Readable | null; stderr: Readable | null }): void;
  /** How many times the stack printed its `API key:` start-up line (expected: once). */
  seedLines(): number;
}

export function startRunLogs(): RunLogs {
  const dir = mkdtempSync(join(tmpdir(), 'wallet-test-logs-'));
  process.env.TEST_LOG_DIR = dir;
  const file = join(dir, 'stack.log');
  let seedLines = 0;
  const write = (stream: string) => (line: string) => {
    // The harness's own start-up line (see patterns.ts): kept out of the file, counted instead.
    if (stream === 'stdout' && SEED_KEY_LINE.test(line)) {
      seedLines++;
      line = 'API key: wsk_<seed key, redacted by the test harness>';
    }
    if (stream === 'stdout' && OWNER_ENROLMENT_LINE.test(line)) line = 'Owner enrolment: <link, redacted by the test harness>';
    try {
      appendFileSync(file, `${stream}: ${line}\n`);
    } catch (error) {
      // A cleaner of the temporary folder may remove it mid-run: the lines go on in a new one.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      mkdirSync(dir, { recursive: true });
      appendFileSync(file, `${stream}: ${line}\n`);
    }
  };
  return {
    dir,
    attach: ({ stdout, stderr }) => {
      if (stdout) createInterface({ input: stdout }).on('line', write('stdout'));
      if (stderr) createInterface({ input: stderr }).on('line', write('stderr'));
    },
    seedLines: () => seedLines,
  };
}

/** Scans every file of the run's log folder; planted identity numbers come from `planted.txt`. */
export function scanRunLogs(dir: string): { findings: Finding[]; files: number; lines: number; planted: string[] } {
  const planted = readPlanted(dir);
  const findings: Finding[] = [];
  let files = 0;
  let lines = 0;
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.log'))) {
    const text = readFileSync(join(dir, name), 'utf8');
    files++;
    lines += text.split('\n').length - 1;
    findings.push(...scanText(name, text, planted));
  }
  return { findings, files, lines, planted };
}

export function readPlanted(dir: string): string[] {
  try {
    return readFileSync(join(dir, 'planted.txt'), 'utf8').split('\n').filter(Boolean);
  } catch {
    return [];
  }
}
