/**
 * What live custody costs the functions that carry it: the live custody consumer (the signer,
 * with viem and the KMS client), the deposit watcher (viem) and wallet creation (the KMS client),
 * beside the floor: bundle bytes, and the CPU time of a cold import (module scope only, no
 * invocation: these functions start on a queue message or a schedule, not on an API request).
 * The main bench covers the HTTP functions; this covers what it does not.
 *
 * Usage: npm run bench:live [-- --runs 9]
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { buildBundle } from '#bench/bundle/build.ts';
import { FLOOR_ENTRY } from '#bench/functions.ts';
import { median } from '#bench/stats.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '9' } } });
const runs = Number(values.runs);
const ENTRIES: Record<string, string> = {
  floor: FLOOR_ENTRY,
  'queue-live-custody (signer)': 'functions/queue/live-custody.ts',
  'schedule-live-deposit-watcher': 'functions/schedules/live-deposit-watcher.ts',
  createWallet: 'functions/wallets/create.ts',
};
// What config.ts requires at import; the values are never used (nothing is invoked).
const env = { ...process.env, TABLE_NAME: 'bench', STAGE: 'bench', AWS_REGION: 'us-east-1', LIVE_CUSTODY_NETWORKS: 'ethereum' };

function importCpuMs(file: string): number {
  const script = `const c = process.cpuUsage(); await import(${JSON.stringify(pathToFileURL(file).href)}); const u = process.cpuUsage(c); console.log((u.user + u.system) / 1000); process.exit(0);`;
  return Number(execFileSync(process.execPath, ['--input-type=module', '-e', script], { env, encoding: 'utf8' }).trim().split('\n').pop());
}

const dir = mkdtempSync(join(tmpdir(), 'bench-live-'));
try {
  const rows: { name: string; bytes: number; cpu: number }[] = [];
  for (const [name, entry] of Object.entries(ENTRIES)) {
    const bundle = await buildBundle(entry, join(dir, name.replace(/\W+/g, '-')));
    // Interleaved rounds would be fairer on a busy machine; the floor's own runs show the noise.
    const cpu = median(Array.from({ length: runs }, () => importCpuMs(bundle.file!)));
    rows.push({ name, bytes: bundle.bytes, cpu });
  }
  const floor = rows[0]!;
  console.log(`| Function | Bundle | × floor | Cold import CPU (median of ${runs}) | × floor |`);
  console.log('| --- | --- | --- | --- | --- |');
  for (const r of rows) {
    console.log(
      `| ${r.name} | ${(r.bytes / 1024).toFixed(1)} KiB | ${(r.bytes / floor.bytes).toFixed(3)}× | ${r.cpu.toFixed(1)} ms | ${(r.cpu / floor.cpu).toFixed(3)}× |`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
