/**
 * The operator CLI (`infra/admin/cli.ts`) as an operator runs it: a child process with a clean
 * environment (nothing of the test worker's TABLE_NAME leaks in) that finds the test stack through
 * its state file, unless `env` points it elsewhere.
 */
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { inject } from 'vitest';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
  /** stdout parsed as JSON, or null when it is not JSON. */
  json: any;
}

export function runAdmin(args: string[], env: Record<string, string> = { LOCAL_STATE_DIR: inject('stack').stateDir }): Promise<CliResult> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      ['infra/admin/cli.ts', ...args],
      { cwd: resolve(import.meta.dirname, '..', '..'), env: { PATH: process.env.PATH ?? '', ...env } },
      (error, stdout, stderr) => {
        let json: unknown = null;
        try {
          json = JSON.parse(stdout);
        } catch {
          json = null;
        }
        done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr, json });
      },
    );
  });
}
