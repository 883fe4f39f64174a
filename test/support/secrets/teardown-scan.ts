/**
 * The end-of-run secret scan, called by the global teardown: no API token,
 * signing secret or planted identity number in any log line of the run, and no token or identity
 * number in any stored item. A finding fails the run (the teardown throws); the report names
 * where, with the secret masked, and the run's log folder is kept so the lines can be read; a
 * clean run's folder is removed.
 */
import { rmSync } from 'node:fs';
import type { TestStack } from '../global-setup.ts';
import { readPlanted, scanRunLogs, type RunLogs } from './run-logs.ts';
import { scanStoredItems } from './stored-scan.ts';
import type { Finding } from './patterns.ts';

interface StoredScan {
  items: number;
  findings: Finding[];
}

export const secretScanAtTeardown = {
  beforeStop: async (stack: TestStack): Promise<StoredScan> =>
    scanStoredItems(stack.dynamodbEndpoint, stack.region, stack.tableName, readPlanted(stack.logDir)),

  /** `stored` is absent in a run without the stack (the unit suite alone): its logs are scanned all the same. */
  afterStop(stored: StoredScan | undefined, logs: RunLogs): void {
    const scanned = scanRunLogs(logs.dir);
    const findings = [...scanned.findings, ...(stored?.findings ?? [])];
    if (stored && logs.seedLines() !== 1) {
      findings.push({
        source: 'stack.log',
        line: 0,
        what: `the API key start-up line ${logs.seedLines()} times`,
        excerpt: 'expected exactly once',
      });
    }
    console.log(
      `[secrets] scanned ${scanned.lines} log lines in ${scanned.files} files and ${stored?.items ?? 0} stored items ` +
        `for API tokens, signing secrets and ${scanned.planted.length} planted identity numbers: ${findings.length} findings`,
    );
    // KEEP_TEST_LOGS=1 keeps a clean run's logs too (the stack's own log of a failed request, say).
    if (findings.length === 0 && process.env.KEEP_TEST_LOGS !== '1') rmSync(logs.dir, { recursive: true, force: true });
    else if (findings.length === 0) console.log(`[secrets] logs kept in ${logs.dir}`);
    else {
      throw new Error(
        `Secrets or personal data found (logs kept in ${logs.dir}):\n${findings
          .slice(0, 50)
          .map((f) => `  ${f.source}:${f.line} ${f.what}: ${f.excerpt}`)
          .join('\n')}`,
      );
    }
  },
};
