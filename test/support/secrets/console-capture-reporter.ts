/**
 * Reporter: copies every console line the tests print (Vitest intercepts `console.*` in the
 * workers and hands them to reporters) to `console.log` in the run's log folder, for the
 * end-of-run secret scan.
 */
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Reporter } from 'vitest/node';

type UserConsoleLog = Parameters<NonNullable<Reporter['onUserConsoleLog']>>[0];

export default class ConsoleCaptureReporter implements Reporter {
  onUserConsoleLog(log: UserConsoleLog): void {
    const dir = process.env.TEST_LOG_DIR;
    if (dir) appendFileSync(join(dir, 'console.log'), `${log.type}: ${log.content}${log.content.endsWith('\n') ? '' : '\n'}`);
  }
}
